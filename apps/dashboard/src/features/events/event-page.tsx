import { Button, PageHeader } from '@backoffice/ui';
import { Link } from 'wouter';
import { DescribedList } from '@/lib/list/described-list';
import { eventList } from './event-list';
import { eventPaths } from './paths';

/** `/event` for an admin: every creator's events, described in event-list.tsx. */
export function EventPage() {
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Event"
        description="Event para kreator: jadwal, tempat, peserta dan persetujuan."
        actions={
          <Button asChild>
            <Link href={eventPaths.add}>Tambah Event</Link>
          </Button>
        }
      />
      <DescribedList description={eventList} />
    </div>
  );
}
