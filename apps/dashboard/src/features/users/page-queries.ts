import { describedListPageQuery } from '@/lib/list/list-page-query';
import type { PageQueries } from '@/lib/page-query';
import { userList } from './user-list';

/** The list `/users` shows, for the palette to search (docs/palette.md). */
export const userPageLists = [userList];

/** `/users`: the page of rows its URL asks for. */
export const userPageQueries: PageQueries = (request) => [
  describedListPageQuery(userList, request),
];
