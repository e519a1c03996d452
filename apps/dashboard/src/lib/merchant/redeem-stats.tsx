import type { RedeemCount } from '@backoffice/sdk';
import { CheckIcon, formatNumber, icon, StatGrid, XIcon } from '@backoffice/ui';
import type { ReactNode } from 'react';
import { VoucherIcon } from '@/lib/icons';

/** Waiting: here, not in lib/icons, which every screen loads with the menu. */
const ClockIcon = icon(20, <circle cx="12" cy="12" r="9" />, <path d="M12 7v5l3 2" />);

type RedeemStatsProps = { counts: RedeemCount | undefined; loading: boolean; home?: boolean };

/**
 * The redeems of the merchant's vouchers, all and per status: on its home (`home`) as icon tiles
 * like the other dashboards, above the redeem list as plain figures.
 */
export function RedeemStats({ counts, loading, home = false }: RedeemStatsProps) {
  const tile = (icon: ReactNode, hint?: string) =>
    home ? { icon, ...(hint ? { hint } : {}) } : {};
  return (
    <StatGrid
      label={home ? 'Ringkasan redeem voucher' : 'Jumlah redeem per status'}
      columns={home ? 'grid-cols-2 xl:grid-cols-4' : 'grid-cols-2 lg:grid-cols-4'}
      loading={loading}
      figures={[
        { label: 'Total redeem', value: formatNumber(counts?.total), ...tile(<VoucherIcon />) },
        {
          label: 'Menunggu',
          value: formatNumber(counts?.pending),
          ...tile(<ClockIcon />, 'Perlu kamu terima atau tolak'),
        },
        { label: 'Diterima', value: formatNumber(counts?.accepted), ...tile(<CheckIcon />) },
        { label: 'Ditolak', value: formatNumber(counts?.rejected), ...tile(<XIcon />) },
      ]}
    />
  );
}
