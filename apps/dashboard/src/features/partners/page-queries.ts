import { listPageQuery, type PageQueries } from '@/lib/page-query';
import { partnersQueryOptions } from './api/list-partners';
import { partnerListParams } from './lib/list-params';

/** `/partner`: the page of rows its URL asks for. */
export const partnerPageQueries: PageQueries = (request) => [
  listPageQuery(partnerListParams, partnersQueryOptions, request),
];
