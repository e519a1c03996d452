import { listPageQuery, type PageQueries } from '@/lib/page-query';
import { usersQueryOptions } from './api/list-users';
import { userListParams } from './lib/list-params';

/** `/users`: the page of rows its URL asks for. */
export const userPageQueries: PageQueries = (request) => [
  listPageQuery(userListParams, usersQueryOptions, request),
];
