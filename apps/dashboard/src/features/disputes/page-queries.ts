import { type PageQueries, recordPageQuery } from '@/lib/page-query';
import { disputeChatRecord, disputeRecord } from './dispute-record';

/** `/dispute/:id`: that dispute. */
export const disputeDetailPageQueries: PageQueries = (request) =>
  recordPageQuery(disputeRecord, request);

/** `/dispute/chat/:id`: that dispute's chat. */
export const disputeChatPageQueries: PageQueries = (request) =>
  recordPageQuery(disputeChatRecord, request);
