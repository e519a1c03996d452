import { listPageQuery, type PageQueries } from '@/lib/page-query';
import { promosQueryOptions } from './api/list-promos';
import { promoListParams } from './lib/list-params';

/** `/promo`: the page of rows its URL asks for. */
export const promoPageQueries: PageQueries = (request) => [
  listPageQuery(promoListParams, promosQueryOptions, request),
];
