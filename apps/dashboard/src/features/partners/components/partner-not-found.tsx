import { Button, NotFoundState } from '@backoffice/ui';
import { Link } from 'wouter';

/** The edit page of a partner that does not exist (docs/product.md#messages: the exact title). */
export function PartnerNotFound({ listHref }: { listHref: string }) {
  return (
    <NotFoundState
      title="Akun partner tidak ditemukan"
      description="Partner ini tidak ada. Pilih partner dari daftar."
      action={
        <Button variant="outline" asChild>
          <Link href={listHref}>Kembali ke daftar partner</Link>
        </Button>
      }
    />
  );
}
