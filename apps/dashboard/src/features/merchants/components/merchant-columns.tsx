import type { Merchant } from '@backoffice/sdk';
import { Breakable, type DataTableColumn, formatDate } from '@backoffice/ui';

/**
 * The columns every merchant list shares: who (with the city under the owner, so a review's
 * buttons fit a laptop screen without scrolling sideways), how to reach them and since when.
 */
export const merchantIdentityColumns: readonly DataTableColumn<Merchant>[] = [
  {
    id: 'name',
    header: 'Merchant',
    cell: (merchant) => (
      <div className="grid">
        <span className="font-medium">{merchant.name}</span>
        <span className="text-muted-foreground text-xs">
          {merchant.owner} · {merchant.city_name}
        </span>
      </div>
    ),
  },
  {
    id: 'contact',
    header: 'Kontak',
    cell: (merchant) => (
      <div className="grid">
        {/* Whole, broken only between its parts when the column is narrow. */}
        <span>
          <Breakable text={merchant.email} />
        </span>
        <span className="text-muted-foreground text-xs">{merchant.phone}</span>
      </div>
    ),
  },
  {
    id: 'created_at',
    header: 'Terdaftar',
    cell: (merchant) => (
      <span className="whitespace-nowrap">{formatDate(merchant.created_at)}</span>
    ),
  },
];
