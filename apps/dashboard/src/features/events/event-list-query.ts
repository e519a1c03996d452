import { enumLabels } from '@backoffice/sdk';
import { enumSelectFilter } from '@/lib/list/filters';
import { describeListQuery } from '@/lib/list/list-description';
import { listPageQueries } from '@/lib/list/list-page-query';

/**
 * `/event`'s first query: the operation and the URL state it reads. Apart from the columns (event-
 * list.tsx), so the route asks for the rows (below) without loading a cell.
 */
export const eventListQuery = describeListQuery({
  operation: 'listAllEvents',
  filters: { status: enumSelectFilter('Status', enumLabels.EventStatus) },
});

export const eventPageQueries = listPageQueries(eventListQuery);
