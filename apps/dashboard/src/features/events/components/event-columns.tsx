import type { Event } from '@backoffice/sdk';
import { type DataTableColumn, formatDateTime, formatNumber, formatRupiah } from '@backoffice/ui';
import { Link } from 'wouter';
import { eventPaths } from '../paths';

/** The event list's columns; the status is the row action (EventStatusSelect). */
export const eventColumns: readonly DataTableColumn<Event>[] = [
  {
    id: 'title',
    header: 'Event',
    // The category and the creator under the title: the table fits 1280 px beside the menu.
    cell: (event) => (
      <span className="grid">
        <Link
          href={eventPaths.detail(event.id)}
          className="font-medium underline-offset-4 hover:underline"
        >
          {event.title}
        </Link>
        <span className="text-muted-foreground text-xs">
          {event.category_name} · {event.kreator_name}
        </span>
      </span>
    ),
  },
  {
    id: 'start_datetime',
    header: 'Jadwal',
    // The city under the start: the status column stays in view at 1280 px.
    cell: (event) => (
      <span className="grid">
        <span className="whitespace-nowrap">{formatDateTime(event.start_datetime)}</span>
        <span className="text-muted-foreground text-xs">{event.city_name}</span>
      </span>
    ),
  },
  {
    id: 'price',
    header: 'Harga',
    cell: (event) => <span className="whitespace-nowrap">{formatRupiah(event.price)}</span>,
  },
  {
    id: 'participant_count',
    header: 'Peserta',
    cell: (event) => (
      <span className="whitespace-nowrap">
        {formatNumber(event.participant_count)} / {formatNumber(event.quota)}
      </span>
    ),
  },
];
