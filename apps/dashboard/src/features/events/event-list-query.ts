import { enumLabels } from '@backoffice/sdk';
import { enumSelectFilter } from '@/lib/list/filters';
import { describeListQuery } from '@/lib/list/list-description';
import { listPageQueries } from '@/lib/list/list-page-query';

/** `/event`'s first query, apart from its columns: the route asks for rows without a cell. */
export const eventListQuery = describeListQuery({
  operation: 'listAllEvents',
  filters: { status: enumSelectFilter('Status', enumLabels.EventStatus) },
});

export const eventPageQueries = listPageQueries(eventListQuery);
