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
    className: 'min-w-44',
    cell: (merchant) => (
      <div className="grid">
        {/* Whole or cut with an ellipsis (the full address on hover), never broken mid-word. */}
        <span className="block max-w-56 truncate" title={merchant.email}>
          {merchant.email}
        </span>
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
