import { describedListPageQuery } from '@/lib/list/list-page-query';
import type { PageQueries } from '@/lib/page-query';
import { templateListQuery } from './template-list-query';

/** `/template`: the page of rows its URL asks for. */
export const templatePageQueries: PageQueries = (request) => [
  describedListPageQuery(templateListQuery, request),
];
