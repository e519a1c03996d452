import { enumLabels } from '@backoffice/sdk';
import { enumSelectFilter } from '@/lib/list/filters';
import { describeListQuery } from '@/lib/list/list-description';

/**
 * `/event`'s first query: the operation and the URL state it reads. Apart from the columns (event-
 * list.tsx), so page-queries.ts asks for the rows without loading a cell.
 */
export const eventListQuery = describeListQuery({
  operation: 'listAllEvents',
  filters: { status: enumSelectFilter('Status', enumLabels.EventStatus) },
});
