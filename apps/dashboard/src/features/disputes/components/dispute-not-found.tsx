import { Button, NotFoundState } from '@backoffice/ui';
import { Link } from 'wouter';

/** An unknown or malformed dispute id, on the detail and the chat alike. */
export function DisputeNotFound({ listHref }: { listHref: string }) {
  return (
    <NotFoundState
      title="Sengketa tidak ditemukan"
      description="Sengketa ini tidak ada atau alamatnya salah. Pilih sengketa dari daftar."
      action={
        <Button variant="outline" asChild>
          <Link href={listHref}>Kembali ke daftar sengketa</Link>
        </Button>
      }
    />
  );
}
