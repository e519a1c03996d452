import { enumLabels } from '@backoffice/sdk';
import { enumSelectFilter } from '@/lib/list/filters';
import { describeListQuery } from '@/lib/list/list-description';

/** `/voucher`'s first query, apart from its cells (docs/engineering.md#data-with-the-code). */
export const voucherListQuery = describeListQuery({
  operation: 'listVouchers',
  filters: { aktif: enumSelectFilter('Status', enumLabels.VoucherAktif) },
});
