import { enumLabels, type ReferralCode } from '@backoffice/sdk';
import { Breakable } from '@backoffice/ui';
import * as column from '@/lib/list/columns';
import type { RowsDescription } from '@/lib/list/list-description';
import { activationBulkActions, rowStatusSwitch } from '@/lib/list/row-action';
import { referralCodeActivation } from './api/set-referral-code-status';
import { CopyLinkButton } from './components/copy-link-button';

/**
 * The partner's referral codes (no, partner_code, deep_link, rowstatus:
 * docs/product.md#entities-and-display). Not paged: the rows come whole in the dashboard's answer.
 */
export const referralCodeList: RowsDescription<ReferralCode> = {
  noun: 'kode referral',
  empty: 'Belum ada kode referral. Buat kode pertamamu untuk mulai mengajak member.',
  columns: [
    column.text<ReferralCode>('partner_code', 'Kode Referral', (row) => row.partner_code, {
      look: 'code',
    }),
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
    // Switched in place (docs/product.md#states).
    column.status<ReferralCode>(
      'rowstatus',
      enumLabels.ReferralCodeRowstatus,
      (row) => row.rowstatus,
      {
        control: rowStatusSwitch(referralCodeActivation, (row) => row.partner_code),
      },
    ),
  ],
  rowName: (row) => row.partner_code,
  bulkActions: activationBulkActions(referralCodeActivation),
};
