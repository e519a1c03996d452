import type { ReferralInfo } from '@backoffice/sdk';
import { formatNumber, formatRupiah, StatGrid } from '@backoffice/ui';
import { MemberIcon, PartnerIcon, WalletIcon } from '@/lib/icons';
import { referralFigures } from '../lib/referral-figures';

/** The three referral figures: income, members and partners (docs/product.md#entities-and-display). */
export function ReferralStats({ info }: { info: ReferralInfo | undefined }) {
  const figures = info ? referralFigures(info) : null;
  // Three equal cards side by side; in two columns income, the figure partners look for, has the
  // first row to itself.
  return (
    <StatGrid
      label="Ringkasan referral"
      columns="grid-cols-1 sm:grid-cols-2 xl:grid-cols-3"
      loading={info === undefined}
      figures={[
        {
          label: 'Pendapatan',
          value: formatRupiah(figures?.income),
          hint: 'Komisi dari transaksi member referral',
          icon: <WalletIcon />,
          className: 'sm:col-span-2 xl:col-span-1',
        },
        {
          label: 'Member',
          value: formatNumber(figures?.members),
          hint: 'Member yang bergabung lewat kode referral',
          icon: <MemberIcon />,
        },
        {
          label: 'Partner',
          value: formatNumber(figures?.partners),
          hint: 'Partner dalam jaringan',
          icon: <PartnerIcon />,
        },
      ]}
    />
  );
}
