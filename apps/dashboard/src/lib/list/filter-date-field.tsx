// The date filters' fields on their own, for described-list.tsx to load when a list has one.
export { FilterDate, FilterDateRange } from '@backoffice/ui';
