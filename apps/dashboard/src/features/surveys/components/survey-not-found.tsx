import { Button, NotFoundState } from '@backoffice/ui';
import { Link } from 'wouter';

/** The edit page of a survey that does not exist, or an address without a valid id. */
export function SurveyNotFound({ listHref }: { listHref: string }) {
  return (
    <NotFoundState
      title="Survey tidak ditemukan"
      description="Survey ini tidak ada atau sudah dihapus. Pilih survey dari daftar."
      action={
        <Button variant="outline" asChild>
          <Link href={listHref}>Kembali ke daftar survey</Link>
        </Button>
      }
    />
  );
}
