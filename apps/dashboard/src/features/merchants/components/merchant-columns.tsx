import type { Merchant } from '@backoffice/sdk';
import { formatDate } from '@backoffice/ui';
import * as column from '@/lib/list/columns';
import type { ExportField, ListColumn } from '@/lib/list/list-description';

/**
 * The columns both merchant lists share: who (with the city under the owner, so a review's
 * buttons fit a laptop screen without scrolling sideways), how to reach them and since when.
 * `exportAfter` follows them in the exported file: what the row actions show (the active
 * switch), which has no column of its own.
 */
export const merchantIdentityColumns = (
  exportAfter: readonly ExportField<Merchant>[] = [],
): readonly ListColumn<Merchant>[] => [
  column.stacked<Merchant>('name', 'Merchant', [
    { header: 'Merchant', value: (merchant) => merchant.name },
    [
      { header: 'Pemilik', value: (merchant) => merchant.owner },
      { header: 'Kota', value: (merchant) => merchant.city_name },
    ],
  ]),
  column.stacked<Merchant>(
    'contact',
    'Kontak',
    [
      { header: 'Email', value: (merchant) => merchant.email },
      { header: 'No. HP', value: (merchant) => merchant.phone },
    ],
    { plain: true },
  ),
  {
    id: 'created_at',
    header: 'Terdaftar',
    cell: (merchant) => (
      <span className="whitespace-nowrap">{formatDate(merchant.created_at)}</span>
    ),
    export: [
      { header: 'Terdaftar', value: (merchant) => merchant.created_at, kind: 'datetime' },
      ...exportAfter,
    ],
  },
];
