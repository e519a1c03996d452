import { listPageQuery, type PageQueries, recordPageQuery } from '@/lib/page-query';
import { promosQueryOptions } from './api/list-promos';
import { promoListParams } from './lib/list-params';
import { promoRecord } from './promo-record';

/** `/promo`: the page of rows its URL asks for. */
export const promoPageQueries: PageQueries = (request) => [
  listPageQuery(promoListParams, promosQueryOptions, request),
];

/** `/promo/edit/:id`: that promo. */
export const promoEditPageQueries: PageQueries = (request) => recordPageQuery(promoRecord, request);
