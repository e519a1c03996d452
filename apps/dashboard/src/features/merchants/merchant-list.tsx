import { enumLabels, type Merchant } from '@backoffice/sdk';
import * as column from '@/lib/list/columns';
import { describeList } from '@/lib/list/list-description';
import { activationBulkActions, rowStatusSwitch } from '@/lib/list/row-action';
import { merchantActivation } from './api/toggle-merchant-active';
import { merchantIdentityColumns } from './components/merchant-columns';
import { merchantListQuery } from './merchant-list-query';

/** `/merchant/list`'s first tab: the accepted merchants, each active flag switched in place. */
export const merchantList = describeList({
  ...merchantListQuery,
  noun: 'merchant',
  rowName: (merchant) => merchant.name,
  rowDetail: (merchant) => `${merchant.owner} · ${merchant.city_name}`,
  search: true,
  columns: [
    ...merchantIdentityColumns(),
    // Switched in place (docs/product.md#states).
    column.status<Merchant>('aktif', enumLabels.MerchantAktif, (merchant) => merchant.aktif, {
      control: rowStatusSwitch(merchantActivation, (merchant) => merchant.name),
    }),
  ],
  bulkActions: activationBulkActions(merchantActivation),
});
