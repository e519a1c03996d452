import type { Merchant } from '@backoffice/sdk';
import * as column from '@/lib/list/columns';
import type { ListColumn } from '@/lib/list/list-description';

/**
 * The columns both merchant lists share: who, with the owner and the city and how to reach them
 * under the name (each whole, so a review's buttons fit beside the menu at 1280 px), and since
 * when.
 */
export const merchantIdentityColumns = (): readonly ListColumn<Merchant>[] => [
  column.stacked<Merchant>('name', 'Merchant', [
    { header: 'Merchant', value: (merchant) => merchant.name },
    [
      { header: 'Pemilik', value: (merchant) => merchant.owner },
      { header: 'Kota', value: (merchant) => merchant.city_name },
    ],
    [
      { header: 'Email', value: (merchant) => merchant.email },
      { header: 'No. HP', value: (merchant) => merchant.phone },
    ],
  ]),
  column.date<Merchant>('created_at', 'Terdaftar', (merchant) => merchant.created_at, {
    withTime: false,
  }),
];
