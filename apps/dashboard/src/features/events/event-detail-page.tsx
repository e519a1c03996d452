import { type EventStatus, isApiError } from '@backoffice/sdk';
import { Button, Field, PageHeader, QueryState, Skeleton } from '@backoffice/ui';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { listHref } from '@/lib/list-return';
import { parseRouteId } from '@/lib/route-id';
import { useEvent } from './api/get-event';
import { useSetEventStatus } from './api/set-event-status';
import { EventNotFound } from './components/event-not-found';
import { EventStatusSelect } from './components/event-status-select';
import { EventSummary } from './components/event-summary';
import { EventParticipants } from './event-participants';
import { eventPaths } from './paths';

function EventDetail({ id }: { id: number }) {
  const event = useEvent(id);
  const setStatus = useSetEventStatus();
  // The list's rows change at once (optimistic); the detail shows the choice until it is read back.
  const [chosen, setChosen] = useState<EventStatus | null>(null);
  if (isApiError(event.error) && event.error.status === 404) {
    return <EventNotFound listHref={listHref(eventPaths.list)} />;
  }
  return (
    <QueryState query={event} loading={<Skeleton className="h-80 w-full rounded-xl" />}>
      {(answer) => {
        const data = chosen === null ? answer.data : { ...answer.data, status: chosen };
        return (
          <div className="grid gap-6">
            <EventSummary
              event={data}
              statusControl={
                <Field label="Ubah status">
                  <EventStatusSelect
                    event={data}
                    busy={setStatus.isPending(data)}
                    onChange={(row, status) => {
                      setChosen(status);
                      setStatus.mutate(row, status, {
                        onSettled: () => void event.refetch().finally(() => setChosen(null)),
                      });
                    }}
                    className="w-full"
                    inField
                  />
                </Field>
              }
            />
            <EventParticipants eventId={data.id} />
          </div>
        );
      }}
    </QueryState>
  );
}

/** /event/detail/:id?: one event with its place and participants; an unknown id is not found. */
export function EventDetailPage() {
  const id = parseRouteId(useParams<{ id?: string }>().id);
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Detail event"
        description="Jadwal, tempat, peserta dan persetujuan event."
        actions={
          <Button variant="outline" asChild>
            <Link href={listHref(eventPaths.list)}>Kembali ke daftar event</Link>
          </Button>
        }
      />
      {id === null ? (
        <EventNotFound listHref={listHref(eventPaths.list)} />
      ) : (
        <EventDetail key={id} id={id} />
      )}
    </div>
  );
}
