import { describedListPageQuery } from '@/lib/list/list-page-query';
import { type PageQueries, recordPageQuery } from '@/lib/page-query';
import { disputeQueryOptions } from './api/get-dispute';
import { disputeChatQueryOptions } from './api/get-dispute-chat';
import { disputeList } from './dispute-list';

/** `/dispute`: the page of rows its URL asks for. */
export const disputePageQueries: PageQueries = (request) => [
  describedListPageQuery(disputeList, request),
];

/** `/dispute/:id`: that dispute. */
export const disputeDetailPageQueries: PageQueries = (request) =>
  recordPageQuery(disputeQueryOptions, request);

/** `/dispute/chat/:id`: that dispute's chat. */
export const disputeChatPageQueries: PageQueries = (request) =>
  recordPageQuery(disputeChatQueryOptions, request);
