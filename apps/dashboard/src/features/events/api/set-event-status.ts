import type { Event, EventStatus } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import { useRowMutation } from '@/lib/use-row-mutation';
import { eventRecord } from '../event-record';

/** GET /v1/kreator/admin/update/event: sets the event's status; its select and the bulk actions send it. */
export function setEventStatus(event: Event, status: EventStatus) {
  return apiClient.GET('/v1/kreator/admin/update/event', {
    params: { query: { id: event.id, status } },
  });
}

/**
 * The status select, undoable like a switch: the status shows at once, is sent after its
 * `Batalkan` wait and goes back with the server's message if it refuses; the detail is read again.
 */
export function useSetEventStatus() {
  return useRowMutation<Event, EventStatus>({
    mode: 'undoable',
    lists: [listKeyOf('listAllEvents')],
    send: (event, status) => setEventStatus(event, status),
    change: (status) => ({ kind: 'update', apply: (event) => ({ ...event, status }) }),
    success: 'Event berhasil diubah.',
    // Every event's detail (its key without the id).
    alsoRefetch: [eventRecord.queryOptions(0).queryKey.slice(0, 2)],
  });
}
