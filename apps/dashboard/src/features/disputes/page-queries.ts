import { listPageQuery, type PageQueries, recordPageQuery } from '@/lib/page-query';
import { disputeQueryOptions } from './api/get-dispute';
import { disputeChatQueryOptions } from './api/get-dispute-chat';
import { disputesQueryOptions } from './api/list-disputes';
import { disputeListParams } from './lib/list-params';

/** `/dispute`: the page of rows its URL asks for. */
export const disputePageQueries: PageQueries = (request) => [
  listPageQuery(disputeListParams, disputesQueryOptions, request),
];

/** `/dispute/:id`: that dispute. */
export const disputeDetailPageQueries: PageQueries = (request) =>
  recordPageQuery(disputeQueryOptions, request);

/** `/dispute/chat/:id`: that dispute's chat. */
export const disputeChatPageQueries: PageQueries = (request) =>
  recordPageQuery(disputeChatQueryOptions, request);
