import { describedListPageQuery } from '@/lib/list/list-page-query';
import { type PageQueries, recordPageQuery } from '@/lib/page-query';
import { disputeListQuery } from './dispute-list-query';
import { disputeChatRecord, disputeRecord } from './dispute-record';

/** `/dispute`: the page of rows its URL asks for. */
export const disputePageQueries: PageQueries = (request) => [
  describedListPageQuery(disputeListQuery, request),
];

/** `/dispute/:id`: that dispute. */
export const disputeDetailPageQueries: PageQueries = (request) =>
  recordPageQuery(disputeRecord, request);

/** `/dispute/chat/:id`: that dispute's chat. */
export const disputeChatPageQueries: PageQueries = (request) =>
  recordPageQuery(disputeChatRecord, request);
