import type { ReferralCode } from '@backoffice/sdk';
import { Breakable, DataTable, type DataTableColumn } from '@backoffice/ui';
import { CopyLinkButton } from './copy-link-button';
import { ReferralStatusSwitch } from './referral-status-switch';

const columns: readonly DataTableColumn<ReferralCode>[] = [
  {
    id: 'partner_code',
    header: 'Kode Referral',
    cell: (row) => <span className="font-medium font-mono">{row.partner_code}</span>,
  },
  {
    id: 'deep_link',
    header: 'Deep Link',
    cell: (row) => (
      <div className="flex min-w-0 items-center gap-1">
        <span className="min-w-0 text-muted-foreground">
          <Breakable text={row.deep_link} />
        </span>
        <CopyLinkButton link={row.deep_link} label={`Salin link ${row.partner_code}`} />
      </div>
    ),
  },
  {
    id: 'rowstatus',
    header: 'Status',
    className: 'w-40',
    cell: (row) => <ReferralStatusSwitch code={row} />,
  },
];

type ReferralCodesTableProps = {
  rows: readonly ReferralCode[] | undefined;
  loading: boolean;
};

/** The partner's referral codes (no, partner_code, deep_link, rowstatus: docs/product.md#entities-and-display). */
export function ReferralCodesTable({ rows, loading }: ReferralCodesTableProps) {
  return (
    <DataTable
      caption="Daftar kode referral"
      columns={columns}
      list={{ rows, loading }}
      empty="Belum ada kode referral. Buat kode pertamamu untuk mulai mengajak member."
      skeletonRows={3}
    />
  );
}
