import type { Promo } from '@backoffice/sdk';
import { formatNumber, formatRupiah, todayInJakarta } from '@backoffice/ui';
import * as column from '@/lib/list/columns';
import { describeList } from '@/lib/list/list-description';
import { deletionBulkAction, recordRowActions } from '@/lib/list/row-action';
import { promoDeletion } from './api/delete-promo';
import { PROMO_STATE_LABELS, promoState } from './lib/promo-state';
import { promoPaths } from './paths';
import { promoListQuery } from './promo-list-query';

/** Where the promo stands today (Asia/Jakarta), read when it is shown or written. */
const stateToday = (promo: Promo) => promoState(promo, todayInJakarta());

/** `/promo`: the promo codes and where each stands today. */
export const promoList = describeList({
  ...promoListQuery,
  noun: 'promo',
  rowName: (promo) => promo.title,
  rowDetail: (promo) => promo.code,
  rowHref: (promo) => promoPaths.edit(promo.id),
  search: true,
  columns: [
    column.stacked<Promo>(
      'title',
      'Promo',
      [
        { header: 'Promo', value: (promo) => promo.title },
        {
          header: 'Kode',
          value: (promo) => promo.code,
          show: (promo) => <span className="font-mono">{promo.code}</span>,
        },
      ],
      { wraps: true },
    ),
    column.number<Promo>('discount', 'Diskon', (promo) => promo.value, 'number', {
      // As customers read it: `20%` or `Rp 50.000`.
      show: (promo) =>
        promo.discount_type === 'percent' ? `${promo.value}%` : formatRupiah(promo.value),
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
    }),
    column.number<Promo>('quota', 'Terpakai', (promo) => promo.used, 'number', {
      show: (promo) => `${formatNumber(promo.used)} / ${formatNumber(promo.quota)}`,
      export: [
        { header: 'Terpakai', value: (promo) => promo.used, kind: 'number' },
        { header: 'Kuota', value: (promo) => promo.quota, kind: 'number' },
      ],
    }),
    column.period<Promo>(
      (promo) => promo.start_date,
      (promo) => promo.end_date,
    ),
    column.status<Promo>('state', PROMO_STATE_LABELS, stateToday),
  ],
  rowActions: recordRowActions(promoDeletion, (promo) => ({
    name: promo.title,
    editHref: promoPaths.edit(promo.id),
    deleteTitle: 'Hapus promo?',
    deleteDescription: `Promo ${promo.title} (${promo.code}) akan dihapus dan kodenya tidak dapat dipakai lagi.`,
  })),
  bulkActions: [deletionBulkAction(promoDeletion)],
});
