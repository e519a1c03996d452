import type { RedeemCount } from '@backoffice/sdk';
import { formatNumber, Stat } from '@backoffice/ui';

type RedeemStatsProps = { counts: RedeemCount | undefined; loading: boolean };

/** The merchant's voucher redeems: all, and per status. */
export function RedeemStats({ counts, loading }: RedeemStatsProps) {
  return (
    <section
      aria-label="Ringkasan redeem voucher"
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
    >
      <Stat label="Total Redeem" value={formatNumber(counts?.total)} loading={loading} />
      <Stat
        label="Menunggu"
        value={formatNumber(counts?.pending)}
        hint="Perlu kamu terima atau tolak"
        loading={loading}
      />
      <Stat label="Diterima" value={formatNumber(counts?.accepted)} loading={loading} />
      <Stat label="Ditolak" value={formatNumber(counts?.rejected)} loading={loading} />
    </section>
  );
}
