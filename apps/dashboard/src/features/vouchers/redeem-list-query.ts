import { enumLabels } from '@backoffice/sdk';
import { enumSelectFilter } from '@/lib/list/filters';
import { describeListQuery } from '@/lib/list/list-description';

/**
 * `/voucher?tab=redeem`'s first query: the operation and the URL state it reads. Apart from the
 * columns (redeem-list.tsx), so page-queries.ts asks for the rows without loading a cell.
 */
export const redeemListQuery = describeListQuery({
  operation: 'listVoucherRedeems',
  prefix: 'redeem_',
  filters: { status: enumSelectFilter('Status', enumLabels.VoucherRedeemStatus) },
});
