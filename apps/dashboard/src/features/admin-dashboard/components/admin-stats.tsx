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
  key: keyof AdminDashboardTotals;
  label: string;
  icon: React.ReactNode;
  format: (totals: AdminDashboardTotals) => string;
  hint?: (totals: AdminDashboardTotals) => string;
};

/** What the period filter changes: the period's money and transaction count. */
export const PERIOD_FIGURES: readonly Figure[] = [
  {
    key: 'revenue',
    label: 'Pendapatan',
    icon: <WalletIcon />,
    format: (t) => formatRupiah(t.revenue),
    hint: () => 'Nilai transaksi pada periode ini',
  },
  {
    key: 'transactions',
    label: 'Transaksi',
    icon: <TransactionIcon />,
    format: (t) => formatNumber(t.transactions),
    hint: () => 'Jumlah transaksi pada periode ini',
  },
];

/** Head counts of the platform as of the period's last day. */
export const PLATFORM_FIGURES: readonly Figure[] = [
  { key: 'users', label: 'User', icon: <UserIcon />, format: (t) => formatNumber(t.users) },
  { key: 'members', label: 'Member', icon: <MemberIcon />, format: (t) => formatNumber(t.members) },
  {
    key: 'partners',
    label: 'Partner',
    icon: <PartnerIcon />,
    format: (t) => formatNumber(t.partners),
  },
  {
    key: 'merchants',
    label: 'Merchant',
    icon: <StoreIcon />,
    format: (t) => formatNumber(t.merchants),
    hint: (t) => `${formatNumber(t.pending_merchants)} menunggu persetujuan`,
  },
  {
    key: 'active_vouchers',
    label: 'Voucher aktif',
    icon: <VoucherIcon />,
    format: (t) => formatNumber(t.active_vouchers),
  },
  {
    key: 'creators',
    label: 'Kreator',
    icon: <CreatorIcon />,
    format: (t) => formatNumber(t.creators),
  },
  { key: 'events', label: 'Event', icon: <EventIcon />, format: (t) => formatNumber(t.events) },
  {
    key: 'projects',
    label: 'Proyek Expee',
    icon: <ProjectIcon />,
    format: (t) => formatNumber(t.projects),
  },
];

type AdminStatsProps = {
  figures: readonly Figure[];
  totals: AdminDashboardTotals | undefined;
  loading: boolean;
  label: string;
  className?: string;
};

/** A figure's hint; while the figures load, a line of its height, so the card keeps its size. */
function hintOf(figure: Figure, totals: AdminDashboardTotals | undefined): React.ReactNode {
  if (!figure.hint) return undefined;
  return totals ? figure.hint(totals) : <Skeleton className="h-4 w-40" />;
}

export function AdminStats({ figures, totals, loading, label, className }: AdminStatsProps) {
  return (
    <StatGrid
      label={label}
      className={className}
      loading={loading}
      figures={figures.map((figure) => ({
        label: figure.label,
        value: totals ? figure.format(totals) : EMPTY_VALUE,
        hint: hintOf(figure, totals),
        icon: figure.icon,
      }))}
    />
  );
}
