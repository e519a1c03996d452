import { describedListPageQuery } from '@/lib/list/list-page-query';
import type { PageQueries } from '@/lib/page-query';
import { kreatorList } from './kreator-list';

/** `/kreator`: the page of rows its URL asks for. */
export const kreatorPageQueries: PageQueries = (request) => [
  describedListPageQuery(kreatorList, request),
];
