import { enumLabels, type ReferralCode } from '@backoffice/sdk';
import { Breakable } from '@backoffice/ui';
import { labelOf } from '@/lib/enum-badge';
import { activationBulkActions } from '@/lib/list/bulk/activation-bulk-actions';
import { rowStatusSwitch } from '@/lib/list/row-action';
import { describeRows } from '@/lib/list/rows-description';
import {
  putReferralCodeStatus,
  referralCodeActiveChange,
  useSetReferralCodeStatus,
} from './api/set-referral-code-status';
import { CopyLinkButton } from './components/copy-link-button';

/**
 * The partner's referral codes (no, partner_code, deep_link, rowstatus:
 * docs/product.md#entities-and-display). Not paged: the rows come whole in the dashboard's answer.
 */
export const referralCodeList = describeRows<ReferralCode>({
  noun: 'kode referral',
  caption: 'Daftar kode referral',
  empty: { none: 'Belum ada kode referral. Buat kode pertamamu untuk mulai mengajak member.' },
  columns: [
    {
      id: 'partner_code',
      header: 'Kode Referral',
      cell: (row) => <span className="font-medium font-mono">{row.partner_code}</span>,
      export: { header: 'Kode Referral', value: (row) => row.partner_code },
    },
    {
      id: 'deep_link',
      header: 'Deep Link',
      cell: (row) => (
        // The link takes the column's room, the copy button its end: the buttons line up.
        <div className="flex min-w-0 items-center justify-between gap-2">
          <span className="min-w-0 text-muted-foreground">
            <Breakable text={row.deep_link} />
          </span>
          <CopyLinkButton link={row.deep_link} label={`Salin link ${row.partner_code}`} />
        </div>
      ),
      export: { header: 'Deep Link', value: (row) => row.deep_link },
    },
    {
      id: 'rowstatus',
      header: 'Status',
      className: 'w-40',
      cell: rowStatusSwitch(useSetReferralCodeStatus, {
        checked: (row) => row.rowstatus === 1,
        name: (row) => row.partner_code,
      }),
      export: {
        header: 'Status',
        value: (row) => labelOf(enumLabels.ReferralCodeRowstatus, row.rowstatus),
      },
    },
  ],
  rowName: (row) => row.partner_code,
  // setReferralCodeStatus sets the value it is sent.
  bulkActions: activationBulkActions(
    (row) => row.rowstatus === 1,
    putReferralCodeStatus,
    referralCodeActiveChange,
  ),
});
