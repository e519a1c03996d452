import { enumLabels } from '@backoffice/sdk';
import { enumSelectFilter } from '@/lib/list/filters';
import { describeListQuery } from '@/lib/list/list-description';
import { listPageQueries } from '@/lib/list/list-page-query';

/** `/partner`'s first query, apart from its cells (docs/engineering.md#data-with-the-code). */
export const partnerListQuery = describeListQuery({
  operation: 'listPartners',
  filters: {
    rowstatus: enumSelectFilter('Status', enumLabels.PartnerRowstatus, [1, 0]),
  },
});

export const partnerPageQueries = listPageQueries(partnerListQuery);
