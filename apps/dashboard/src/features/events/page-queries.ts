import { describedListPageQuery } from '@/lib/list/list-page-query';
import { type PageQueries, pageQuery } from '@/lib/page-query';
import { parseRouteId } from '@/lib/url-state';
import { eventCategoriesQueryOptions } from './api/list-event-categories';
import { eventKreatorsQueryOptions } from './api/list-event-kreators';
import { eventRecord } from './event-record';
import { participantListQuery } from './participant-list-query';

/** `/event/detail/:id`: that event and the page of its participants the URL asks for. */
export const eventDetailPageQueries: PageQueries = (request) => {
  const id = parseRouteId(request.params.id);
  return id === null
    ? []
    : [
        pageQuery(eventRecord.queryOptions(id)),
        describedListPageQuery(participantListQuery(id), request),
      ];
};

/** `/event/add`: the categories and the creators its selects offer. */
export const eventAddPageQueries: PageQueries = () => [
  pageQuery(eventCategoriesQueryOptions()),
  pageQuery(eventKreatorsQueryOptions()),
];
