import type { Partner } from '@backoffice/sdk';
import { Badge, type DataTableColumn, formatNumber } from '@backoffice/ui';
import { PARTNER_ROLE_LABELS } from '../lib/labels';

/** The partner list's columns: who, how to reach them, their referral code and status. */
export const partnerColumns: readonly DataTableColumn<Partner>[] = [
  {
    id: 'name',
    header: 'Nama',
    // E-mail and phone under the name: the table fits 1280 px beside the menu.
    cell: (partner) => (
      <span className="grid">
        <span className="font-medium">{partner.name}</span>
        <span className="text-muted-foreground text-xs">{partner.email}</span>
        <span className="text-muted-foreground text-xs">{partner.phone}</span>
      </span>
    ),
  },
  {
    id: 'role',
    header: 'Role',
    cell: (partner) => (
      <span className="whitespace-nowrap">{PARTNER_ROLE_LABELS[partner.role]}</span>
    ),
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
  },
  { id: 'total_member', header: 'Member', cell: (partner) => formatNumber(partner.total_member) },
  {
    id: 'rowstatus',
    header: 'Status',
    cell: (partner) =>
      partner.rowstatus === 1 ? <Badge variant="success">Aktif</Badge> : <Badge>Nonaktif</Badge>,
  },
];
