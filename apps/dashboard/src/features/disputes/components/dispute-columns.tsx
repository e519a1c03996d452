import type { Dispute } from '@backoffice/sdk';
import { type DataTableColumn, formatDateTime, formatRupiah } from '@backoffice/ui';
import { Link } from 'wouter';
import { disputePaths } from '../paths';
import { DisputeStatusBadge } from './dispute-status-badge';

/** A dispute: the transaction and project, the parties, the amount, when, and its state. */
export const disputeColumns: readonly DataTableColumn<Dispute>[] = [
  {
    id: 'project',
    header: 'Sengketa',
    cell: (dispute) => (
      <div className="grid">
        <Link
          href={disputePaths.detail(dispute.id)}
          className="font-medium text-link underline-offset-4 hover:underline"
        >
          {dispute.project_name}
        </Link>
        <span className="text-muted-foreground text-xs">{dispute.transaction_code}</span>
      </div>
    ),
  },
  {
    id: 'parties',
    header: 'Klien / Freelancer',
    cell: (dispute) => (
      <div className="grid">
        <span>{dispute.client_name}</span>
        <span className="text-muted-foreground text-xs">{dispute.freelancer_name}</span>
      </div>
    ),
  },
  {
    id: 'amount',
    header: 'Jumlah',
    className: 'whitespace-nowrap text-right tabular-nums',
    cell: (dispute) => formatRupiah(dispute.amount),
  },
  {
    id: 'created_at',
    header: 'Diajukan',
    cell: (dispute) => (
      <span className="whitespace-nowrap">{formatDateTime(dispute.created_at)}</span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (dispute) => <DisputeStatusBadge status={dispute.status} />,
  },
];
