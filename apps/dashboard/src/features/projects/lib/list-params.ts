import type { ListParamsSpec } from '@/lib/list-params';

/** The projects' URL state: `?page&search` (and `?detail` for the project shown over it). */
export const projectListParams: ListParamsSpec<'listProjects'> = { filters: {} };
