import { describedListPageQuery } from '@/lib/list/list-page-query';
import { type PageQueries, recordPageQuery } from '@/lib/page-query';
import { partnerListQuery } from './partner-list-query';
import { partnerRecord } from './partner-record';

/** `/partner`: the page of rows its URL asks for. */
export const partnerPageQueries: PageQueries = (request) => [
  describedListPageQuery(partnerListQuery, request),
];

/** `/partner/edit/:id`: that partner. */
export const partnerEditPageQueries: PageQueries = (request) =>
  recordPageQuery(partnerRecord, request);
