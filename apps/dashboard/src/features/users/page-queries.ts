import { describedListPageQuery } from '@/lib/list/list-page-query';
import type { PageQueries } from '@/lib/page-query';
import { userList } from './user-list';

/** `/users`: the page of rows its URL asks for. */
export const userPageQueries: PageQueries = (request) => [
  describedListPageQuery(userList, request),
];
