import { type Event, type EventStatus, enumLabels } from '@backoffice/sdk';
import { NativeSelect } from '@backoffice/ui';
import { labelOf } from '@/lib/enum-label';
import type { RowMutateOptions, RowMutation } from '@/lib/use-row-mutation';

/** The contract's event states in its order: the select's choices and the list's bulk actions. */
export const EVENT_STATUSES = Object.keys(enumLabels.EventStatus) as EventStatus[];

/** The admin's approval of an event, changed in place; locked while its change is on its way. */
export function EventStatusSelect({
  event,
  setStatus,
  onChosen,
  onSettled,
  inField = false,
}: Pick<RowMutateOptions, 'onSettled'> & {
  event: Event;
  /** `useSetEventStatus()`: undoable, its toast `Status Festival Kopi: Disetujui`. */
  setStatus: RowMutation<Event, EventStatus>;
  /** Told of the choice before it is sent. */
  onChosen?: (status: EventStatus) => void;
  /** In a <Field>, which names it, at its width; in a list row it is named after the event. */
  inField?: boolean;
}) {
  const busy = setStatus.isPending(event);
  return (
    <NativeSelect
      aria-label={inField ? undefined : `Status ${event.title}`}
      value={event.status}
      disabled={busy}
      aria-busy={busy || undefined}
      className={inField ? 'w-full' : 'h-9 w-36'}
      onChange={(change) => {
        const status = EVENT_STATUSES.find((s) => s === change.target.value);
        if (status === undefined) return;
        onChosen?.(status);
        const undoText = `Status ${event.title}: ${labelOf(enumLabels.EventStatus, status)}`;
        setStatus.mutate(event, status, { undoText, onSettled });
      }}
    >
      {EVENT_STATUSES.map((status) => (
        <option key={status} value={status}>
          {labelOf(enumLabels.EventStatus, status)}
        </option>
      ))}
    </NativeSelect>
  );
}
