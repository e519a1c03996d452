import { listPageQuery, type PageQueries, recordPageQuery } from '@/lib/page-query';
import { partnerQueryOptions } from './api/get-partner';
import { partnersQueryOptions } from './api/list-partners';
import { partnerListParams } from './lib/list-params';

/** `/partner`: the page of rows its URL asks for. */
export const partnerPageQueries: PageQueries = (request) => [
  listPageQuery(partnerListParams, partnersQueryOptions, request),
];

/** `/partner/edit/:id`: that partner. */
export const partnerEditPageQueries: PageQueries = (request) =>
  recordPageQuery(partnerQueryOptions, request);
