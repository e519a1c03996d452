import { Button, NotFoundState } from '@backoffice/ui';
import { Link } from 'wouter';

/** The edit page of a voucher that does not exist (deleted, another merchant's, a wrong address). */
export function VoucherNotFound({ listHref }: { listHref: string }) {
  return (
    <NotFoundState
      title="Voucher tidak ditemukan"
      description="Voucher ini tidak ada atau sudah dihapus. Pilih voucher dari daftar."
      action={
        <Button variant="outline" asChild>
          <Link href={listHref}>Kembali ke daftar voucher</Link>
        </Button>
      }
    />
  );
}
