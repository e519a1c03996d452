import type { ListParamsSpec } from '@/lib/list-params';

/** The promos' URL state: `?page&search`. */
export const promoListParams: ListParamsSpec<'listPromos'> = { filters: {} };
