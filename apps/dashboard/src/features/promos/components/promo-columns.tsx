import type { Promo } from '@backoffice/sdk';
import {
  Badge,
  type DataTableColumn,
  formatDate,
  formatNumber,
  formatRupiah,
} from '@backoffice/ui';
import { PROMO_STATE_BADGES, PROMO_STATE_LABELS, promoState } from '../lib/promo-state';

/** The discount as customers read it: `20%` or `Rp 50.000`. */
export function discountText(promo: Promo): string {
  return promo.discount_type === 'percent' ? `${promo.value}%` : formatRupiah(promo.value);
}

/** The promos, with where each stands on `today` (Asia/Jakarta). */
export function promoColumns(today: string): readonly DataTableColumn<Promo>[] {
  return [
    {
      id: 'title',
      header: 'Promo',
      cell: (promo) => (
        <div className="grid">
          <span className="font-medium">{promo.title}</span>
          <span className="font-mono text-muted-foreground text-xs">{promo.code}</span>
        </div>
      ),
    },
    {
      id: 'discount',
      header: 'Diskon',
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: discountText,
    },
    {
      id: 'quota',
      header: 'Terpakai',
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (promo) => `${formatNumber(promo.used)} / ${formatNumber(promo.quota)}`,
    },
    {
      id: 'period',
      header: 'Periode',
      // Each end whole, the two on two lines when the table needs the room (as the vouchers').
      cell: (promo) => (
        <>
          <span className="whitespace-nowrap">{formatDate(promo.start_date)} –</span>{' '}
          <span className="whitespace-nowrap">{formatDate(promo.end_date)}</span>
        </>
      ),
    },
    {
      id: 'state',
      header: 'Status',
      cell: (promo) => {
        const state = promoState(promo, today);
        return <Badge variant={PROMO_STATE_BADGES[state]}>{PROMO_STATE_LABELS[state]}</Badge>;
      },
    },
  ];
}
