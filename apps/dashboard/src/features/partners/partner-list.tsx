import { enumLabels, type Partner } from '@backoffice/sdk';
import { labelOf } from '@/lib/enum-label';
import * as column from '@/lib/list/columns';
import { describeList } from '@/lib/list/list-description';
import { rowLink } from '@/lib/list/row-action';
import { partnerListQuery } from './partner-list-query';
import { partnerPaths } from './paths';

/** `/partner`: the partner accounts; search, status and page in the URL. */
export const partnerList = describeList({
  ...partnerListQuery,
  noun: 'partner',
  rowName: (partner) => partner.name,
  rowDetail: (partner) => partner.email,
  rowHref: (partner) => partnerPaths.edit(partner.id),
  search: true,
  columns: [
    // E-mail and phone under the name: the table fits 1280 px beside the menu.
    column.stacked<Partner>('name', 'Nama', [
      { header: 'Nama', value: (partner) => partner.name },
      { header: 'Email', value: (partner) => partner.email },
      { header: 'No. HP', value: (partner) => partner.phone },
    ]),
    column.text<Partner>(
      'role',
      'Role',
      (partner) => labelOf(enumLabels.PartnerRole, partner.role),
      { look: 'line' },
    ),
    {
      id: 'partner_code',
      header: 'Kode Referral',
      fit: 'line',
      // null until the partner creates a first code (the Partner schema of the contract).
      cell: (partner) =>
        partner.partner_code === null ? (
          <span className="text-muted-foreground">Belum ada kode</span>
        ) : (
          <span className="font-mono">{partner.partner_code}</span>
        ),
      export: { header: 'Kode Referral', value: (partner) => partner.partner_code },
    },
    column.number<Partner>('total_member', 'Member', (partner) => partner.total_member),
    column.status<Partner>(
      'rowstatus',
      enumLabels.PartnerRowstatus,
      (partner) => partner.rowstatus,
    ),
  ],
  rowActions: rowLink(
    'Ubah',
    (partner) => partnerPaths.edit(partner.id),
    (partner) => partner.name,
  ),
});
