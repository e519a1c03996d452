import { listPageQuery, type PageQueries, pageQuery, recordPageQuery } from '@/lib/page-query';
import { eventQueryOptions } from './api/get-event';
import { eventCategoriesQueryOptions } from './api/list-event-categories';
import { eventKreatorsQueryOptions } from './api/list-event-kreators';
import { eventsQueryOptions } from './api/list-events';
import { eventListParams } from './lib/list-params';

/** `/event`: the page of rows its URL asks for. */
export const eventPageQueries: PageQueries = (request) => [
  listPageQuery(eventListParams, eventsQueryOptions, request),
];

/** `/event/detail/:id`: that event. */
export const eventDetailPageQueries: PageQueries = (request) =>
  recordPageQuery(eventQueryOptions, request);

/** `/event/add`: the categories and the creators its selects offer. */
export const eventAddPageQueries: PageQueries = () => [
  pageQuery(eventCategoriesQueryOptions()),
  pageQuery(eventKreatorsQueryOptions()),
];
