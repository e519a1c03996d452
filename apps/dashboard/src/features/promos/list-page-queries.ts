import { describedListPageQuery } from '@/lib/list/list-page-query';
import type { PageQueries } from '@/lib/page-query';
import { promoList } from './promo-list';

/**
 * `/promo`: the page of rows its URL asks for. Apart from the form's (page-queries.ts): the
 * description it reads brings the list's cells, which the form's route need not download.
 */
export const promoPageQueries: PageQueries = (request) => [
  describedListPageQuery(promoList, request),
];
