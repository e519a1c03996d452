import { describedListPageQuery } from '@/lib/list/list-page-query';
import type { PageQueries } from '@/lib/page-query';
import { memberListQuery } from './member-list-query';

/** `/member`: the page of rows its URL asks for. */
export const memberPageQueries: PageQueries = (request) => [
  describedListPageQuery(memberListQuery, request),
];
