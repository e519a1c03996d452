// The date filter's field on its own, for described-list.tsx to load when a list has one.
export { FilterDate as default } from '@backoffice/ui';
