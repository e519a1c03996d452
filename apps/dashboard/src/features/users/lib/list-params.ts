import { booleanFilter, type ListParamsSpec } from '@/lib/list-params';

/** The users' URL state: `?page&search&active`. */
export const userListParams: ListParamsSpec<'listUsers'> = {
  filters: { active: booleanFilter },
};

export const USER_STATUS_OPTIONS = [
  { value: 'true', label: 'Aktif' },
  { value: 'false', label: 'Nonaktif' },
] as const;
