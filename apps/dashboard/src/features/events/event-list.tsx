import { type Event, type EventStatus, enumLabels } from '@backoffice/sdk';
import { formatDateTime, formatNumber } from '@backoffice/ui';
import * as column from '@/lib/list/columns';
import { type BulkAction, describeList } from '@/lib/list/list-description';
import { rowActions, rowLink } from '@/lib/list/row-action';
import { setEventStatus, useSetEventStatus } from './api/set-event-status';
import { EVENT_STATUSES, EventStatusSelect } from './components/event-status-select';
import { eventListQuery } from './event-list-query';
import { formatEventPrice } from './lib/event-price';
import { eventPaths } from './paths';

/** The bulk action that sets each status, as a verb. */
const SET_STATUS_VERBS: Record<EventStatus, string> = {
  pending: 'Kembalikan ke Menunggu',
  approved: 'Setujui',
  rejected: 'Tolak',
};

/**
 * One bulk action per status the contract allows (`setEventStatus` sets a value, it does not
 * toggle): it touches only the rows not in that status already.
 */
const setStatusActions: readonly BulkAction<Event>[] = EVENT_STATUSES.map((status) => ({
  id: `status-${status}`,
  label: SET_STATUS_VERBS[status],
  appliesTo: (event) => event.status !== status,
  run: (event) => setEventStatus(event, status),
  change: { kind: 'update', apply: (event) => ({ ...event, status }) },
  danger: status === 'rejected',
}));

/** `/event`: every creator's events, newest first; search, status and page in the URL. */
export const eventList = describeList({
  ...eventListQuery,
  noun: 'event',
  rowName: (event) => event.title,
  rowDetail: (event) => `${formatDateTime(event.start_datetime)} · ${event.city_name}`,
  rowHref: (event) => eventPaths.detail(event.id),
  search: true,
  columns: [
    // The category and the creator under the title: the table fits 1280 px beside the menu.
    column.stacked<Event>(
      'title',
      'Event',
      [
        { header: 'Event', value: (event) => event.title },
        [
          { header: 'Kategori', value: (event) => event.category_name },
          { header: 'Kreator', value: (event) => event.kreator_name },
        ],
      ],
      { wraps: true },
    ),
    // The city under the start: the status column stays in view at 1280 px.
    column.stacked<Event>(
      'start_datetime',
      'Jadwal',
      [
        { header: 'Waktu mulai', value: (event) => event.start_datetime, kind: 'datetime' },
        { header: 'Kota', value: (event) => event.city_name },
      ],
      { plain: true },
    ),
    column.number<Event>('price', 'Harga', (event) => event.price, 'rupiah', {
      show: (event) => formatEventPrice(event.price),
    }),
    column.number<Event>(
      'participant_count',
      'Peserta',
      (event) => event.participant_count,
      'number',
      {
        show: (event) => `${formatNumber(event.participant_count)} / ${formatNumber(event.quota)}`,
        export: [
          { header: 'Peserta', value: (event) => event.participant_count, kind: 'number' },
          { header: 'Kuota', value: (event) => event.quota, kind: 'number' },
        ],
      },
    ),
    // Set in place by the admin (docs/product.md#states): the status is its control.
    column.status<Event>('status', enumLabels.EventStatus, (event) => event.status, {
      // Undoable, like a switch.
      control: rowActions(useSetEventStatus, (event, setStatus) => (
        <EventStatusSelect event={event} setStatus={setStatus} />
      )),
    }),
  ],
  // The detail is a row action like every list's, not a link in the title.
  rowActions: rowLink(
    'Detail',
    (event) => eventPaths.detail(event.id),
    (event) => event.title,
  ),
  bulkActions: setStatusActions,
});
