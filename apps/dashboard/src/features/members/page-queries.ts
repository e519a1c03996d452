import { describedListPageQuery } from '@/lib/list/list-page-query';
import type { PageQueries } from '@/lib/page-query';
import { memberList } from './member-list';

/** The list `/member` shows, for the palette to search (docs/palette.md). */
export const memberPageLists = [memberList];

/** `/member`: the page of rows its URL asks for. */
export const memberPageQueries: PageQueries = (request) => [
  describedListPageQuery(memberList, request),
];
