import { useOnline } from '@/lib/use-online';

const OFFLINE_NOTICE =
  'Koneksi internet terputus. Data yang tampil mungkin belum terbaru dan perubahan belum bisa dikirim. Halaman diperbarui sendiri saat koneksi kembali.';

/**
 * While the browser is offline, on every page: what the user sees may be stale, and actions fail
 * until the connection is back (they say so). Loads resume by themselves when it returns.
 */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {online ? null : (
        <p className="max-w-xl rounded-md bg-foreground px-4 py-3 text-background text-sm shadow-lg">
          {OFFLINE_NOTICE}
        </p>
      )}
    </div>
  );
}
