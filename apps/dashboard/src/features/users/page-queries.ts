import { describedListPageQuery } from '@/lib/list/list-page-query';
import type { PageQueries } from '@/lib/page-query';
import { userListQuery } from './user-list-query';

/** `/users`: the page of rows its URL asks for. */
export const userPageQueries: PageQueries = (request) => [
  describedListPageQuery(userListQuery, request),
];
