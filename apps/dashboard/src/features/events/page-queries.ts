import { describedListPageQuery } from '@/lib/list/list-page-query';
import { type PageQueries, pageQuery, recordPageQuery } from '@/lib/page-query';
import { eventQueryOptions } from './api/get-event';
import { eventCategoriesQueryOptions } from './api/list-event-categories';
import { eventKreatorsQueryOptions } from './api/list-event-kreators';
import { eventList } from './event-list';

/** `/event`: the page of rows its URL asks for. */
export const eventPageQueries: PageQueries = (request) => [
  describedListPageQuery(eventList, request),
];

/** `/event/detail/:id`: that event. */
export const eventDetailPageQueries: PageQueries = (request) =>
  recordPageQuery(eventQueryOptions, request);

/** `/event/add`: the categories and the creators its selects offer. */
export const eventAddPageQueries: PageQueries = () => [
  pageQuery(eventCategoriesQueryOptions()),
  pageQuery(eventKreatorsQueryOptions()),
];
