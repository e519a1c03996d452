import type { Event, EventStatus } from '@backoffice/sdk';
import { Field, PageHeader, Skeleton } from '@backoffice/ui';
import { useMemo, useState } from 'react';
import { BackLink } from '@/lib/back-link';
import { DescribedList } from '@/lib/list/described-list';
import { listHref } from '@/lib/list/list-return';
import { DescribedRecord } from '@/lib/record/described-record';
import { useSetEventStatus } from './api/set-event-status';
import { EventStatusSelect } from './components/event-status-select';
import { EventSummary } from './components/event-summary';
import { eventRecord } from './event-record';
import { participantList } from './participant-list';
import { eventPaths } from './paths';

/** The event, its status control and its participants; `refetch` reads the event back. */
function EventDetail({ event, refetch }: { event: Event; refetch: () => Promise<unknown> }) {
  const setStatus = useSetEventStatus();
  // The list's rows change at once; the detail shows the choice until the change has ended (sent
  // and answered, or taken back with Batalkan) and the event is read back.
  const [chosen, setChosen] = useState<EventStatus | null>(null);
  const data = chosen === null ? event : { ...event, status: chosen };
  const participants = useMemo(() => participantList(event.id), [event.id]);
  return (
    <div className="grid gap-6">
      <EventSummary
        event={data}
        statusControl={
          <Field label="Ubah status">
            <EventStatusSelect
              event={data}
              setStatus={setStatus}
              onChosen={setChosen}
              onSettled={() => void refetch().finally(() => setChosen(null))}
              inField
            />
          </Field>
        }
      />
      <section aria-labelledby="participants-title" className="grid gap-3">
        <h3 id="participants-title" className="font-semibold text-base">
          Peserta
        </h3>
        <DescribedList description={participants} />
      </section>
    </div>
  );
}

/** /event/detail/:id?: one event with its place and participants; an unknown id is not found. */
export function EventDetailPage() {
  return (
    <DescribedRecord
      header={
        <PageHeader
          heading="Data event"
          description="Jadwal, tempat, peserta dan persetujuan event."
          actions={<BackLink href={listHref(eventPaths.list)} place="daftar event" />}
        />
      }
      record={eventRecord}
      loading={<Skeleton radius="xl" className="h-80 w-full" />}
    >
      {(answer, query) => <EventDetail event={answer.data} refetch={query.refetch} />}
    </DescribedRecord>
  );
}
