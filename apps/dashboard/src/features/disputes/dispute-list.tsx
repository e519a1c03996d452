import { enumLabels } from '@backoffice/sdk';
import { formatDateTime, formatRupiah } from '@backoffice/ui';
import { EnumBadge, labelOf } from '@/lib/enum-badge';
import { describeList } from '@/lib/list/list-description';
import { rowLink } from '@/lib/list/row-action';
import { StackedCell } from '@/lib/list/stacked-cell';
import { disputeListQuery } from './dispute-list-query';
import { disputePaths } from './paths';

/** `/dispute`: the disputes, newest first; search, status and page in the URL. */
export const disputeList = describeList({
  ...disputeListQuery,
  noun: 'sengketa',
  caption: 'Daftar sengketa',
  rowName: (dispute) => `${dispute.project_name} (${dispute.transaction_code})`,
  rowHref: (dispute) => disputePaths.detail(dispute.id),
  search: 'Cari sengketa',
  columns: [
    {
      id: 'project',
      header: 'Sengketa',
      cell: (dispute) => (
        <StackedCell title={dispute.project_name} lines={[dispute.transaction_code]} />
      ),
      export: [
        { header: 'Proyek', value: (dispute) => dispute.project_name },
        { header: 'Kode Transaksi', value: (dispute) => dispute.transaction_code },
      ],
    },
    {
      id: 'parties',
      header: 'Klien / Freelancer',
      cell: (dispute) => (
        <StackedCell title={dispute.client_name} plain lines={[dispute.freelancer_name]} />
      ),
      export: [
        { header: 'Klien', value: (dispute) => dispute.client_name },
        { header: 'Freelancer', value: (dispute) => dispute.freelancer_name },
      ],
    },
    {
      id: 'amount',
      header: 'Jumlah',
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (dispute) => formatRupiah(dispute.amount),
      export: { header: 'Jumlah (Rp)', value: (dispute) => dispute.amount, kind: 'rupiah' },
    },
    {
      id: 'created_at',
      header: 'Diajukan',
      cell: (dispute) => (
        <span className="whitespace-nowrap">{formatDateTime(dispute.created_at)}</span>
      ),
      export: { header: 'Diajukan', value: (dispute) => dispute.created_at, kind: 'datetime' },
    },
    {
      id: 'status',
      header: 'Status',
      cell: (dispute) => <EnumBadge labels={enumLabels.DisputeStatus} value={dispute.status} />,
      export: {
        header: 'Status',
        value: (dispute) => labelOf(enumLabels.DisputeStatus, dispute.status),
      },
    },
  ],
  // The detail is a row action like every list's, not a link in the title.
  rowActions: rowLink(
    'Detail',
    (dispute) => disputePaths.detail(dispute.id),
    (dispute) => dispute.project_name,
  ),
});
