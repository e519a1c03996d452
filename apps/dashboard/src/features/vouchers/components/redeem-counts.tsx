import type { RedeemCount } from '@backoffice/sdk';
import { formatNumber, StatGrid } from '@backoffice/ui';

type RedeemCountsProps = { counts: RedeemCount | undefined; loading: boolean };

/** How many redeems are waiting, accepted and rejected, above the redeem list. */
export function RedeemCounts({ counts, loading }: RedeemCountsProps) {
  return (
    <StatGrid
      label="Jumlah redeem per status"
      columns="grid-cols-2 lg:grid-cols-4"
      loading={loading}
      figures={[
        { label: 'Total redeem', value: formatNumber(counts?.total) },
        { label: 'Menunggu', value: formatNumber(counts?.pending) },
        { label: 'Diterima', value: formatNumber(counts?.accepted) },
        { label: 'Ditolak', value: formatNumber(counts?.rejected) },
      ]}
    />
  );
}
