import { enumLabels } from '@backoffice/sdk';
import { enumSelectFilter } from '@/lib/list/filters';
import { describeListQuery } from '@/lib/list/list-description';

/**
 * `/merchant/list`'s first query, apart from its cells
 * (docs/engineering.md#data-with-the-code).
 */
export const merchantListQuery = describeListQuery({
  operation: 'listMerchants',
  filters: { aktif: enumSelectFilter('Status', enumLabels.MerchantAktif) },
});
