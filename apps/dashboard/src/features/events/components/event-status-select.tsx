import { type Event, type EventStatus, enumLabels } from '@backoffice/sdk';
import { NativeSelect } from '@backoffice/ui';
import { labelOf } from '@/lib/enum-badge';
import { EVENT_STATUSES } from '../lib/event-statuses';

type EventStatusSelectProps = {
  event: Event;
  onChange: (event: Event, status: EventStatus) => void;
  busy: boolean;
  className?: string;
  /** Inside a <Field>, whose label names it; in a list row it is named after the event. */
  inField?: boolean;
};

/** The admin's approval of an event, changed in place; locked while its change is on its way. */
export function EventStatusSelect({
  event,
  onChange,
  busy,
  className,
  inField = false,
}: EventStatusSelectProps) {
  return (
    <NativeSelect
      aria-label={inField ? undefined : `Status ${event.title}`}
      value={event.status}
      disabled={busy}
      aria-busy={busy || undefined}
      className={className ?? 'h-9 w-36'}
      onChange={(change) => {
        const status = EVENT_STATUSES.find((s) => s === change.target.value);
        if (status !== undefined) onChange(event, status);
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

/** What the toast of a status change says, with its Batalkan: `Status Festival Kopi: Disetujui`. */
export function statusChangeText(event: Event, status: EventStatus): string {
  return `Status ${event.title}: ${labelOf(enumLabels.EventStatus, status)}`;
}
