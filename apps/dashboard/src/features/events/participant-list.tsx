import { type EventParticipant, enumLabels } from '@backoffice/sdk';
import * as column from '@/lib/list/columns';
import { describeList } from '@/lib/list/list-description';
import { participantListQuery } from './participant-list-query';

/**
 * One event's participants on its detail page, paged and searchable: who, their ticket, what they
 * paid and when they registered.
 */
export function participantList(eventId: number) {
  return describeList({
    ...participantListQuery(eventId),
    noun: 'peserta',
    caption: 'Peserta event',
    search: true,
    columns: [
      column.stacked<EventParticipant>('name', 'Nama', [
        { header: 'Nama', value: (p) => p.name },
        { header: 'Email', value: (p) => p.email },
        { header: 'No. HP', value: (p) => p.phone },
      ]),
      column.text<EventParticipant>('ticket_code', 'Tiket', (p) => p.ticket_code, { look: 'code' }),
      column.number<EventParticipant>('quantity', 'Jumlah', (p) => p.quantity),
      column.number<EventParticipant>('total_price', 'Total', (p) => p.total_price, 'rupiah'),
      column.status<EventParticipant>(
        'payment_status',
        enumLabels.EventParticipantPaymentStatus,
        (p) => p.payment_status,
        { header: 'Pembayaran' },
      ),
      column.date<EventParticipant>('created_at', 'Terdaftar', (p) => p.created_at),
    ],
  });
}
