import { Button, Card, CardContent, CardDescription, CardHeader } from '@backoffice/ui';
import { Link } from 'wouter';

/**
 * Where a registration ends (docs/product.md#routes-and-access): what happens next, as
 * registerMerchant describes it: an e-mail to verify, then the admin's review, then login.
 */
export function RegistrationSent({ email }: { email: string }) {
  return (
    <Card>
      <CardHeader>
        <h1 className="font-semibold text-xl leading-none">Pendaftaran terkirim</h1>
        <CardDescription>Satu langkah lagi sebelum tokomu aktif.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <ol className="grid list-decimal gap-3 ps-5">
          <li>
            Kami mengirim email verifikasi ke <strong className="wrap-anywhere">{email}</strong>.
            Buka email itu dan ikuti petunjuknya untuk memverifikasi alamat emailmu.
          </li>
          <li>Setelah email terverifikasi, admin akan memeriksa pendaftaranmu.</li>
          <li>Bila disetujui, kamu bisa login dengan email dan password yang kamu daftarkan.</li>
        </ol>
        <Button asChild className="w-full sm:w-fit">
          <Link href="/login">Ke halaman Login</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
