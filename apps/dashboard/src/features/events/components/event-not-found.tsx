import { Button, NotFoundState } from '@backoffice/ui';
import { Link } from 'wouter';

/** The detail of an event that does not exist (deleted, a wrong address, no id). */
export function EventNotFound({ listHref }: { listHref: string }) {
  return (
    <NotFoundState
      title="Event tidak ditemukan"
      description="Event ini tidak ada atau sudah dihapus. Pilih event dari daftar."
      action={
        <Button variant="outline" asChild>
          <Link href={listHref}>Kembali ke daftar event</Link>
        </Button>
      }
    />
  );
}
