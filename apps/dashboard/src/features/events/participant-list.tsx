import { enumLabels } from '@backoffice/sdk';
import { formatDateTime, formatNumber, formatRupiah } from '@backoffice/ui';
import { EnumBadge, labelOf } from '@/lib/enum-badge';
import { describeList } from '@/lib/list/list-description';
import { StackedCell } from '@/lib/list/stacked-cell';
import { participantListQuery } from './participant-list-query';

/**
 * The participants of one event on its detail page, paged and searchable, their state in the
 * URL beside the page's own (`participant_…`): who, their ticket, what they paid and when they
 * registered.
 */
export function participantList(eventId: number) {
  return describeList({
    ...participantListQuery(eventId),
    noun: 'peserta',
    caption: 'Peserta event',
    search: 'Cari peserta',
    columns: [
      {
        id: 'name',
        header: 'Nama',
        cell: (p) => <StackedCell title={p.name} lines={[p.email, p.phone ?? '-']} />,
        export: [
          { header: 'Nama', value: (p) => p.name },
          { header: 'Email', value: (p) => p.email },
          { header: 'No. HP', value: (p) => p.phone },
        ],
      },
      {
        id: 'ticket_code',
        header: 'Tiket',
        cell: (p) => <span className="whitespace-nowrap font-mono text-xs">{p.ticket_code}</span>,
        export: { header: 'Tiket', value: (p) => p.ticket_code },
      },
      {
        id: 'quantity',
        header: 'Jumlah',
        cell: (p) => formatNumber(p.quantity),
        export: { header: 'Jumlah', value: (p) => p.quantity, kind: 'number' },
      },
      {
        id: 'total_price',
        header: 'Total',
        cell: (p) => <span className="whitespace-nowrap">{formatRupiah(p.total_price)}</span>,
        export: { header: 'Total (Rp)', value: (p) => p.total_price, kind: 'rupiah' },
      },
      {
        id: 'payment_status',
        header: 'Pembayaran',
        cell: (p) => (
          <EnumBadge labels={enumLabels.EventParticipantPaymentStatus} value={p.payment_status} />
        ),
        export: {
          header: 'Pembayaran',
          value: (p) => labelOf(enumLabels.EventParticipantPaymentStatus, p.payment_status),
        },
      },
      {
        id: 'created_at',
        header: 'Terdaftar',
        cell: (p) => <span className="whitespace-nowrap">{formatDateTime(p.created_at)}</span>,
        export: { header: 'Terdaftar', value: (p) => p.created_at, kind: 'datetime' },
      },
    ],
  });
}
