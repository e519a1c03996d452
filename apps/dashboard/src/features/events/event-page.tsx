import { ListPage } from '@/lib/list/list-page';
import { eventList } from './event-list';
import { eventPaths } from './paths';

/** `/event` for an admin: every creator's events, described in event-list.tsx. */
export function EventPage() {
  return (
    <ListPage
      description="Event para kreator: jadwal, tempat, peserta dan persetujuan."
      add={{ href: eventPaths.add, label: 'Tambah Event' }}
      list={eventList}
    />
  );
}
