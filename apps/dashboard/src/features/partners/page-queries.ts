import { describedListPageQuery } from '@/lib/list/list-page-query';
import { type PageQueries, recordPageQuery } from '@/lib/page-query';
import { partnerQueryOptions } from './api/get-partner';
import { partnerList } from './partner-list';

/** `/partner`: the page of rows its URL asks for. */
export const partnerPageQueries: PageQueries = (request) => [
  describedListPageQuery(partnerList, request),
];

/** `/partner/edit/:id`: that partner. */
export const partnerEditPageQueries: PageQueries = (request) =>
  recordPageQuery(partnerQueryOptions, request);
