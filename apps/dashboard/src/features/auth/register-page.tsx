import { Button, Card, CardContent, CardDescription, CardHeader } from '@backoffice/ui';
import { Link } from 'wouter';
import { ArrivalHeading } from '@/lib/arrival-heading';

/**
 * The only self-registration the product has is the merchant's (POST /v1/merchant/add): admins
 * create partners, and creators have their own app. This page explains that and leads there.
 */
export function RegisterPage() {
  return (
    <Card>
      <CardHeader>
        <ArrivalHeading className="font-semibold text-xl leading-none">Registrasi</ArrivalHeading>
        <CardDescription>Daftarkan usahamu sebagai merchant.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <p>
          Pendaftaran mandiri tersedia untuk merchant. Isi data usaha dan akunmu; admin akan
          memeriksa pendaftaran, dan setelah disetujui kamu bisa login dengan email dan password
          yang kamu daftarkan.
        </p>
        <p className="text-muted-foreground">
          Akun partner dibuat oleh admin. Hubungi admin bila kamu ingin menjadi partner.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link href="/merchant/register">Daftar sebagai merchant</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/login">Sudah punya akun? Login</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
