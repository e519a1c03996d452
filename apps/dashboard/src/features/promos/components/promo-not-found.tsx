import { Button, NotFoundState } from '@backoffice/ui';
import { Link } from 'wouter';

/** The edit page of a promo that does not exist, or an address without a valid id. */
export function PromoNotFound({ listHref }: { listHref: string }) {
  return (
    <NotFoundState
      title="Promo tidak ditemukan"
      description="Promo ini tidak ada atau sudah dihapus. Pilih promo dari daftar."
      action={
        <Button variant="outline" asChild>
          <Link href={listHref}>Kembali ke daftar promo</Link>
        </Button>
      }
    />
  );
}
