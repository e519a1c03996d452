import type { Promo } from '@backoffice/sdk';
import { formatDate, formatNumber, formatRupiah, todayInJakarta } from '@backoffice/ui';
import { EnumBadge, labelOf } from '@/lib/enum-badge';
import { describeList } from '@/lib/list/list-description';
import { recordRowActions } from '@/lib/list/row-action';
import { deletePromo, useDeletePromo } from './api/delete-promo';
import { PROMO_STATE_LABELS, promoState } from './lib/promo-state';
import { promoPaths } from './paths';
import { promoListQuery } from './promo-list-query';

/** The discount as customers read it: `20%` or `Rp 50.000`. */
function discountText(promo: Promo): string {
  return promo.discount_type === 'percent' ? `${promo.value}%` : formatRupiah(promo.value);
}

/** Where the promo stands today (Asia/Jakarta), read when it is shown or written. */
const stateToday = (promo: Promo) => promoState(promo, todayInJakarta());

/** `/promo`: the promo codes, where each stands, edit and delete per row; search and page in the URL. */
export const promoList = describeList({
  ...promoListQuery,
  noun: 'promo',
  caption: 'Daftar promo',
  rowName: (promo) => promo.title,
  rowDetail: (promo) => promo.code,
  rowHref: (promo) => promoPaths.edit(promo.id),
  search: 'Cari promo',
  columns: [
    {
      id: 'title',
      header: 'Promo',
      cell: (promo) => (
        <div className="grid">
          <span className="font-medium">{promo.title}</span>
          <span className="font-mono text-muted-foreground text-xs">{promo.code}</span>
        </div>
      ),
      export: [
        { header: 'Promo', value: (promo) => promo.title },
        { header: 'Kode', value: (promo) => promo.code },
      ],
    },
    {
      id: 'discount',
      header: 'Diskon',
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: discountText,
      // A percentage and an amount are two quantities: one column each, the other left empty.
      export: [
        {
          header: 'Diskon (%)',
          value: (promo) => (promo.discount_type === 'percent' ? promo.value : null),
          kind: 'number',
        },
        {
          header: 'Diskon (Rp)',
          value: (promo) => (promo.discount_type === 'percent' ? null : promo.value),
          kind: 'rupiah',
        },
      ],
    },
    {
      id: 'quota',
      header: 'Terpakai',
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (promo) => `${formatNumber(promo.used)} / ${formatNumber(promo.quota)}`,
      export: [
        { header: 'Terpakai', value: (promo) => promo.used, kind: 'number' },
        { header: 'Kuota', value: (promo) => promo.quota, kind: 'number' },
      ],
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
      export: [
        { header: 'Mulai', value: (promo) => promo.start_date, kind: 'date' },
        { header: 'Berakhir', value: (promo) => promo.end_date, kind: 'date' },
      ],
    },
    {
      id: 'state',
      header: 'Status',
      cell: (promo) => <EnumBadge labels={PROMO_STATE_LABELS} value={stateToday(promo)} />,
      export: {
        header: 'Status',
        value: (promo) => labelOf(PROMO_STATE_LABELS, stateToday(promo)),
      },
    },
  ],
  rowActions: recordRowActions(useDeletePromo, (promo) => ({
    name: promo.title,
    editHref: promoPaths.edit(promo.id),
    deleteTitle: 'Hapus promo?',
    deleteDescription: `Promo ${promo.title} (${promo.code}) akan dihapus dan kodenya tidak dapat dipakai lagi.`,
  })),
  bulkActions: [
    { id: 'delete', label: 'Hapus', run: deletePromo, change: { kind: 'remove' }, danger: true },
  ],
});
