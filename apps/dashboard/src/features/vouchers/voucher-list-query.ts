import { enumLabels } from '@backoffice/sdk';
import { enumSelectFilter } from '@/lib/list/filters';
import { describeListQuery } from '@/lib/list/list-description';

/**
 * `/voucher`'s first query: the operation and the URL state it reads. Apart from the columns
 * (voucher-list.tsx), so page-queries.ts asks for the rows without loading a cell.
 */
export const voucherListQuery = describeListQuery({
  operation: 'listVouchers',
  filters: { aktif: enumSelectFilter('Status', enumLabels.VoucherAktif) },
});
