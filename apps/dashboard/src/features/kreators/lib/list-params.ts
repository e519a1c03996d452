import type { ListParamsSpec } from '@/lib/list-params';

/** The creators' URL state: `?page&search`. */
export const kreatorListParams: ListParamsSpec<'listKreators'> = { filters: {} };
