import { describedListPageQuery } from '@/lib/list/list-page-query';
import { type PageQueries, recordPageQuery } from '@/lib/page-query';
import { partnerList } from './partner-list';
import { partnerRecord } from './partner-record';

/** `/partner`: the page of rows its URL asks for. */
export const partnerPageQueries: PageQueries = (request) => [
  describedListPageQuery(partnerList, request),
];

/** `/partner/edit/:id`: that partner. */
export const partnerEditPageQueries: PageQueries = (request) =>
  recordPageQuery(partnerRecord, request);
