import { describedListPageQuery } from '@/lib/list/list-page-query';
import { type PageQueries, recordPageQuery } from '@/lib/page-query';
import { promoQueryOptions } from './api/get-promo';
import { promoList } from './promo-list';

/** `/promo`: the page of rows its URL asks for. */
export const promoPageQueries: PageQueries = (request) => [
  describedListPageQuery(promoList, request),
];

/** `/promo/edit/:id`: that promo. */
export const promoEditPageQueries: PageQueries = (request) =>
  recordPageQuery(promoQueryOptions, request);
