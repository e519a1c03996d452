import type { EventParticipant } from '@backoffice/sdk';
import {
  Badge,
  type BadgeVariant,
  type DataTableColumn,
  formatDateTime,
  formatNumber,
  formatRupiah,
} from '@backoffice/ui';

const PAYMENT: Record<EventParticipant['payment_status'], [string, BadgeVariant]> = {
  pending: ['Menunggu', 'info'],
  paid: ['Lunas', 'success'],
  cancelled: ['Dibatalkan', 'neutral'],
};

/** An event's participants: who, their ticket, what they paid and when they registered. */
export const participantColumns: readonly DataTableColumn<EventParticipant>[] = [
  {
    id: 'name',
    header: 'Nama',
    cell: (p) => (
      <span className="grid">
        <span className="font-medium">{p.name}</span>
        <span className="text-muted-foreground text-xs">{p.email}</span>
        <span className="text-muted-foreground text-xs">{p.phone ?? '-'}</span>
      </span>
    ),
  },
  {
    id: 'ticket_code',
    header: 'Tiket',
    cell: (p) => <span className="whitespace-nowrap font-mono text-xs">{p.ticket_code}</span>,
  },
  { id: 'quantity', header: 'Jumlah', cell: (p) => formatNumber(p.quantity) },
  {
    id: 'total_price',
    header: 'Total',
    cell: (p) => <span className="whitespace-nowrap">{formatRupiah(p.total_price)}</span>,
  },
  {
    id: 'payment_status',
    header: 'Pembayaran',
    cell: (p) => {
      const [label, variant] = PAYMENT[p.payment_status];
      return <Badge variant={variant}>{label}</Badge>;
    },
  },
  {
    id: 'created_at',
    header: 'Terdaftar',
    cell: (p) => <span className="whitespace-nowrap">{formatDateTime(p.created_at)}</span>,
  },
];
