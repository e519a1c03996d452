import { listPage } from '@/lib/list/list-page';
import { eventList } from './event-list';
import { eventPaths } from './paths';

// The lists this page shows: the palette searches them (docs/palette.md).
export { eventList } from './event-list';

/** `/event` for an admin: every creator's events, described in event-list.tsx. */
export const EventPage = listPage(eventList, {
  description: 'Event para kreator: jadwal, tempat, peserta dan persetujuan.',
  add: { href: eventPaths.add, label: 'Tambah event' },
});
