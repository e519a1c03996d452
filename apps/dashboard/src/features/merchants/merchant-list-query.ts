import { enumLabels } from '@backoffice/sdk';
import { enumSelectFilter } from '@/lib/list/filters';
import { describeListQuery } from '@/lib/list/list-description';

/**
 * `/merchant/list`'s first query: the operation and the URL state it reads. Apart from the columns
 * (merchant-list.tsx), so page-queries.ts asks for the rows without loading a cell.
 */
export const merchantListQuery = describeListQuery({
  operation: 'listMerchants',
  filters: { aktif: enumSelectFilter('Status', enumLabels.MerchantAktif) },
});
