import { enumLabels } from '@backoffice/sdk';
import { enumSelectFilter } from '@/lib/list/filters';
import { describeListQuery } from '@/lib/list/list-description';

/**
 * `/voucher?tab=redeem`'s first query, apart from its cells
 * (docs/engineering.md#data-with-the-code).
 */
export const redeemListQuery = describeListQuery({
  operation: 'listVoucherRedeems',
  prefix: 'redeem_',
  filters: { status: enumSelectFilter('Status', enumLabels.VoucherRedeemStatus) },
});
