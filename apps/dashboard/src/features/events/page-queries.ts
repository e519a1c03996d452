import { listPageQuery, type PageQueries, recordPageQuery } from '@/lib/page-query';
import { eventQueryOptions } from './api/get-event';
import { eventsQueryOptions } from './api/list-events';
import { eventListParams } from './lib/list-params';

/** `/event`: the page of rows its URL asks for. */
export const eventPageQueries: PageQueries = (request) => [
  listPageQuery(eventListParams, eventsQueryOptions, request),
];

/** `/event/detail/:id`: that event. */
export const eventDetailPageQueries: PageQueries = (request) =>
  recordPageQuery(eventQueryOptions, request);
