import { listPageQuery, type PageQueries } from '@/lib/page-query';
import { disputesQueryOptions } from './api/list-disputes';
import { disputeListParams } from './lib/list-params';

/** `/dispute`: the page of rows its URL asks for. */
export const disputePageQueries: PageQueries = (request) => [
  listPageQuery(disputeListParams, disputesQueryOptions, request),
];
