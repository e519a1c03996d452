import { enumLabels } from '@backoffice/sdk';
import { enumSelectFilter } from '@/lib/list/filters';
import { describeListQuery } from '@/lib/list/list-description';
import { listPageQueries } from '@/lib/list/list-page-query';

/**
 * `/partner`'s first query: the operation and the URL state it reads. Apart from the columns
 * (partner-list.tsx), so the route asks for the rows (below) without loading a cell.
 */
export const partnerListQuery = describeListQuery({
  operation: 'listPartners',
  filters: {
    rowstatus: enumSelectFilter('Status', enumLabels.PartnerRowstatus, [1, 0]),
  },
});

export const partnerPageQueries = listPageQueries(partnerListQuery);
