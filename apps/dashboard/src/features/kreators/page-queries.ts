import { listPageQuery, type PageQueries } from '@/lib/page-query';
import { kreatorsQueryOptions } from './api/list-kreators';
import { kreatorListParams } from './lib/list-params';

/** `/kreator`: the page of rows its URL asks for. */
export const kreatorPageQueries: PageQueries = (request) => [
  listPageQuery(kreatorListParams, kreatorsQueryOptions, request),
];
