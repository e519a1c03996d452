import type { AdminDashboardTotals } from '@backoffice/sdk';
import { formatNumber, formatRupiah, Skeleton, StatGrid } from '@backoffice/ui';
import {
  CreatorIcon,
  EventIcon,
  MemberIcon,
  PartnerIcon,
  ProjectIcon,
  StoreIcon,
  TransactionIcon,
  UserIcon,
  VoucherIcon,
  WalletIcon,
} from '@/lib/icons';

/** What the period filter changes: the period's money and transaction count. */
export function PeriodFigures({ totals }: { totals: AdminDashboardTotals | undefined }) {
  return (
    <StatGrid
      label="Ringkasan periode"
      columns="grid-cols-1 sm:grid-cols-2"
      loading={totals === undefined}
      figures={[
        {
          label: 'Pendapatan',
          icon: <WalletIcon />,
          value: formatRupiah(totals?.revenue),
          hint: 'Nilai transaksi pada periode ini',
        },
        {
          label: 'Transaksi',
          icon: <TransactionIcon />,
          value: formatNumber(totals?.transactions),
          hint: 'Jumlah transaksi pada periode ini',
        },
      ]}
    />
  );
}

/** Head counts of the platform as of the period's last day. */
export function PlatformFigures({ totals }: { totals: AdminDashboardTotals | undefined }) {
  return (
    <StatGrid
      label="Total platform"
      columns="grid-cols-2 xl:grid-cols-4"
      loading={totals === undefined}
      figures={[
        { label: 'User', icon: <UserIcon />, value: formatNumber(totals?.users) },
        { label: 'Member', icon: <MemberIcon />, value: formatNumber(totals?.members) },
        { label: 'Partner', icon: <PartnerIcon />, value: formatNumber(totals?.partners) },
        {
          label: 'Merchant',
          icon: <StoreIcon />,
          value: formatNumber(totals?.merchants),
          // While the figures load, a line of its height, so the card keeps its size.
          hint: totals ? (
            `${formatNumber(totals.pending_merchants)} menunggu persetujuan`
          ) : (
            <Skeleton className="h-4 w-40" />
          ),
        },
        {
          label: 'Voucher aktif',
          icon: <VoucherIcon />,
          value: formatNumber(totals?.active_vouchers),
        },
        { label: 'Kreator', icon: <CreatorIcon />, value: formatNumber(totals?.creators) },
        { label: 'Event', icon: <EventIcon />, value: formatNumber(totals?.events) },
        { label: 'Proyek Expee', icon: <ProjectIcon />, value: formatNumber(totals?.projects) },
      ]}
    />
  );
}
