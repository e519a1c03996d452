import { describedListPageQuery } from '@/lib/list/list-page-query';
import type { PageQueries } from '@/lib/page-query';
import { promoListQuery } from './promo-list-query';

/**
 * `/promo`: the page of rows its URL asks for. Apart from the form's (page-queries.ts),
 * whose routes need not download the list's query part.
 */
export const promoPageQueries: PageQueries = (request) => [
  describedListPageQuery(promoListQuery, request),
];
