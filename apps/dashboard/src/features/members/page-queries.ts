import { listPageQuery, type PageQueries } from '@/lib/page-query';
import { partnerMembersQueryOptions } from './api/list-partner-members';
import { memberListParams } from './lib/list-params';

/** `/member`: the page of rows its URL asks for. */
export const memberPageQueries: PageQueries = (request) => [
  listPageQuery(memberListParams, partnerMembersQueryOptions, request),
];
