import type { AdminDashboardTotals } from '@backoffice/sdk';
import { EMPTY_VALUE, formatNumber, formatRupiah, Skeleton, StatGrid } from '@backoffice/ui';
import type * as React from 'react';
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

type Figure = {
  label: string;
  icon: React.ReactNode;
  /** A count, or with `rupiah` an amount of Rupiah. */
  value: (totals: AdminDashboardTotals) => number;
  rupiah?: true;
  hint?: (totals: AdminDashboardTotals) => string;
};

/** A grid of figures: its name for assistive technology, its columns, its figures. */
type FigureGroup = { label: string; columns: string; figures: readonly Figure[] };

/** What the period filter changes: the period's money and transaction count. */
export const PERIOD_FIGURES: FigureGroup = {
  label: 'Ringkasan periode',
  columns: 'grid-cols-1 sm:grid-cols-2',
  figures: [
    {
      label: 'Pendapatan',
      icon: <WalletIcon />,
      value: (t) => t.revenue,
      rupiah: true,
      hint: () => 'Nilai transaksi pada periode ini',
    },
    {
      label: 'Transaksi',
      icon: <TransactionIcon />,
      value: (t) => t.transactions,
      hint: () => 'Jumlah transaksi pada periode ini',
    },
  ],
};

/** Head counts of the platform as of the period's last day. */
export const PLATFORM_FIGURES: FigureGroup = {
  label: 'Total platform',
  columns: 'grid-cols-2 xl:grid-cols-4',
  figures: [
    { label: 'User', icon: <UserIcon />, value: (t) => t.users },
    { label: 'Member', icon: <MemberIcon />, value: (t) => t.members },
    { label: 'Partner', icon: <PartnerIcon />, value: (t) => t.partners },
    {
      label: 'Merchant',
      icon: <StoreIcon />,
      value: (t) => t.merchants,
      hint: (t) => `${formatNumber(t.pending_merchants)} menunggu persetujuan`,
    },
    { label: 'Voucher aktif', icon: <VoucherIcon />, value: (t) => t.active_vouchers },
    { label: 'Kreator', icon: <CreatorIcon />, value: (t) => t.creators },
    { label: 'Event', icon: <EventIcon />, value: (t) => t.events },
    { label: 'Proyek Expee', icon: <ProjectIcon />, value: (t) => t.projects },
  ],
};

type AdminStatsProps = {
  group: FigureGroup;
  /** None while the figures load. */
  totals: AdminDashboardTotals | undefined;
};

/** A figure's hint; while the figures load, a line of its height, so the card keeps its size. */
function hintOf(figure: Figure, totals: AdminDashboardTotals | undefined): React.ReactNode {
  if (!figure.hint) return undefined;
  return totals ? figure.hint(totals) : <Skeleton className="h-4 w-40" />;
}

export function AdminStats({ group, totals }: AdminStatsProps) {
  return (
    <StatGrid
      label={group.label}
      columns={group.columns}
      loading={totals === undefined}
      figures={group.figures.map((figure) => ({
        label: figure.label,
        value: totals
          ? (figure.rupiah ? formatRupiah : formatNumber)(figure.value(totals))
          : EMPTY_VALUE,
        hint: hintOf(figure, totals),
        icon: figure.icon,
      }))}
    />
  );
}
