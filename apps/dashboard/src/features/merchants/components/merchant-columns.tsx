import type { Merchant } from '@backoffice/sdk';
import { type DataTableColumn, formatDate } from '@backoffice/ui';

/** The columns every merchant list shares: who, where and since when. */
export const merchantIdentityColumns: readonly DataTableColumn<Merchant>[] = [
  {
    id: 'name',
    header: 'Merchant',
    className: 'min-w-48',
    cell: (merchant) => (
      <div className="grid">
        <span className="font-medium">{merchant.name}</span>
        <span className="text-muted-foreground text-xs">{merchant.owner}</span>
      </div>
    ),
  },
  {
    id: 'contact',
    header: 'Kontak',
    cell: (merchant) => (
      <div className="grid">
        <span className="wrap-anywhere">{merchant.email}</span>
        <span className="text-muted-foreground text-xs">{merchant.phone}</span>
      </div>
    ),
  },
  { id: 'city', header: 'Kota/kabupaten', cell: (merchant) => merchant.city_name },
  {
    id: 'created_at',
    header: 'Terdaftar',
    cell: (merchant) => (
      <span className="whitespace-nowrap">{formatDate(merchant.created_at)}</span>
    ),
  },
];
