import { enumLabels } from '@backoffice/sdk';
import { formatNumber } from '@backoffice/ui';
import { EnumBadge, labelOf } from '@/lib/enum-badge';
import { describeList } from '@/lib/list/list-description';
import { rowLink } from '@/lib/list/row-action';
import { StackedCell } from '@/lib/list/stacked-cell';
import { partnerListQuery } from './partner-list-query';
import { partnerPaths } from './paths';

/** `/partner`: the partner accounts; search, status and page in the URL. */
export const partnerList = describeList({
  ...partnerListQuery,
  noun: 'partner',
  caption: 'Daftar partner',
  rowName: (partner) => partner.name,
  rowDetail: (partner) => partner.email,
  rowHref: (partner) => partnerPaths.edit(partner.id),
  search: 'Cari partner',
  columns: [
    {
      id: 'name',
      header: 'Nama',
      // E-mail and phone under the name: the table fits 1280 px beside the menu.
      cell: (partner) => (
        <StackedCell title={partner.name} lines={[partner.email, partner.phone]} />
      ),
      export: [
        { header: 'Nama', value: (partner) => partner.name },
        { header: 'Email', value: (partner) => partner.email },
        { header: 'No. HP', value: (partner) => partner.phone },
      ],
    },
    {
      id: 'role',
      header: 'Role',
      cell: (partner) => (
        <span className="whitespace-nowrap">{labelOf(enumLabels.PartnerRole, partner.role)}</span>
      ),
      export: { header: 'Role', value: (partner) => labelOf(enumLabels.PartnerRole, partner.role) },
    },
    {
      id: 'partner_code',
      header: 'Kode Referral',
      // null until the partner creates a first code (the Partner schema of the contract).
      cell: (partner) =>
        partner.partner_code === null ? (
          <span className="whitespace-nowrap text-muted-foreground">Belum ada kode</span>
        ) : (
          <span className="font-mono text-xs">{partner.partner_code}</span>
        ),
      export: { header: 'Kode Referral', value: (partner) => partner.partner_code },
    },
    {
      id: 'total_member',
      header: 'Member',
      cell: (partner) => formatNumber(partner.total_member),
      export: { header: 'Member', value: (partner) => partner.total_member, kind: 'number' },
    },
    {
      id: 'rowstatus',
      header: 'Status',
      cell: (partner) => (
        <EnumBadge labels={enumLabels.PartnerRowstatus} value={partner.rowstatus} />
      ),
      export: {
        header: 'Status',
        value: (partner) => labelOf(enumLabels.PartnerRowstatus, partner.rowstatus),
      },
    },
  ],
  rowActions: rowLink(
    'Ubah',
    (partner) => partnerPaths.edit(partner.id),
    (partner) => partner.name,
  ),
});
