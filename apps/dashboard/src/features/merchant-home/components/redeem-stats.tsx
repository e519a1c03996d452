import type { RedeemCount } from '@backoffice/sdk';
import { CheckIcon, formatNumber, Icon, type IconProps, StatGrid, XIcon } from '@backoffice/ui';
import { VoucherIcon } from '@/lib/icons';

/** Waiting: here, not in lib/icons, which every screen loads with the menu. */
function ClockIcon(props: IconProps) {
  return (
    <Icon size={20} {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Icon>
  );
}

type RedeemStatsProps = { counts: RedeemCount | undefined; loading: boolean };

/** The merchant's voucher redeems: all, and per status, with icon tiles like the other dashboards. */
export function RedeemStats({ counts, loading }: RedeemStatsProps) {
  return (
    <StatGrid
      label="Ringkasan redeem voucher"
      columns="grid-cols-2 xl:grid-cols-4"
      loading={loading}
      figures={[
        { label: 'Total redeem', value: formatNumber(counts?.total), icon: <VoucherIcon /> },
        {
          label: 'Menunggu',
          value: formatNumber(counts?.pending),
          hint: 'Perlu kamu terima atau tolak',
          icon: <ClockIcon />,
        },
        { label: 'Diterima', value: formatNumber(counts?.accepted), icon: <CheckIcon /> },
        { label: 'Ditolak', value: formatNumber(counts?.rejected), icon: <XIcon /> },
      ]}
    />
  );
}
