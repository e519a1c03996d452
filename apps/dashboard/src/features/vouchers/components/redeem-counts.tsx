import type { RedeemCount } from '@backoffice/sdk';
import { formatNumber, Stat } from '@backoffice/ui';

type RedeemCountsProps = { counts: RedeemCount | undefined; loading: boolean };

/** How many redeems are waiting, accepted and rejected, above the redeem list. */
export function RedeemCounts({ counts, loading }: RedeemCountsProps) {
  return (
    <section
      aria-label="Jumlah redeem per status"
      className="grid grid-cols-2 gap-4 lg:grid-cols-4"
    >
      <Stat label="Total Redeem" value={formatNumber(counts?.total)} loading={loading} />
      <Stat label="Menunggu" value={formatNumber(counts?.pending)} loading={loading} />
      <Stat label="Diterima" value={formatNumber(counts?.accepted)} loading={loading} />
      <Stat label="Ditolak" value={formatNumber(counts?.rejected)} loading={loading} />
    </section>
  );
}
