import { listPageQuery, type PageQueries } from '@/lib/page-query';
import { eventsQueryOptions } from './api/list-events';
import { eventListParams } from './lib/list-params';

/** `/event`: the page of rows its URL asks for. */
export const eventPageQueries: PageQueries = (request) => [
  listPageQuery(eventListParams, eventsQueryOptions, request),
];
