import { useMemo } from 'react';
import { DescribedList } from '@/lib/list/described-list';
import { participantList } from './participant-list';

/** The event's participants under their heading, described in participant-list.tsx. */
export function EventParticipants({ eventId }: { eventId: number }) {
  const description = useMemo(() => participantList(eventId), [eventId]);
  return (
    <section aria-labelledby="participants-title" className="grid gap-3">
      <h3 id="participants-title" className="font-semibold text-base">
        Peserta
      </h3>
      <DescribedList description={description} />
    </section>
  );
}
