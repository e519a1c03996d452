import { describedListPageQuery } from '@/lib/list/list-page-query';
import type { PageQueries } from '@/lib/page-query';
import { kreatorListQuery } from './kreator-list-query';

/** `/kreator`: the page of rows its URL asks for. */
export const kreatorPageQueries: PageQueries = (request) => [
  describedListPageQuery(kreatorListQuery, request),
];
