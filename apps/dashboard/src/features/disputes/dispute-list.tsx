import { type Dispute, enumLabels } from '@backoffice/sdk';
import * as column from '@/lib/list/columns';
import { describeList } from '@/lib/list/list-description';
import { rowLink } from '@/lib/list/row-action';
import { disputeListQuery } from './dispute-list-query';
import { disputePaths } from './paths';

/** `/dispute`: the disputes, newest first; search, status and page in the URL. */
export const disputeList = describeList({
  ...disputeListQuery,
  noun: 'sengketa',
  rowName: (dispute) => `${dispute.project_name} (${dispute.transaction_code})`,
  rowHref: (dispute) => disputePaths.detail(dispute.id),
  search: true,
  columns: [
    column.stacked<Dispute>(
      'project',
      'Sengketa',
      [
        { header: 'Proyek', value: (dispute) => dispute.project_name },
        { header: 'Kode Transaksi', value: (dispute) => dispute.transaction_code },
      ],
      { wraps: true },
    ),
    column.stacked<Dispute>(
      'parties',
      'Klien / Freelancer',
      [
        { header: 'Klien', value: (dispute) => dispute.client_name },
        { header: 'Freelancer', value: (dispute) => dispute.freelancer_name },
      ],
      { plain: true },
    ),
    column.number<Dispute>('amount', 'Jumlah', (dispute) => dispute.amount, 'rupiah'),
    column.date<Dispute>('created_at', 'Diajukan', (dispute) => dispute.created_at),
    column.status<Dispute>('status', enumLabels.DisputeStatus, (dispute) => dispute.status),
  ],
  // The detail is a row action like every list's, not a link in the title.
  rowActions: rowLink(
    'Detail',
    (dispute) => disputePaths.detail(dispute.id),
    (dispute) => dispute.project_name,
  ),
});
