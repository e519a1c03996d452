import type { Kreator } from '@backoffice/sdk';
import {
  Avatar,
  Badge,
  Breakable,
  type DataTableColumn,
  formatDate,
  formatNumber,
} from '@backoffice/ui';

/** A creator: who, how to reach them, their events, whether they may sell, since when. */
export const kreatorColumns: readonly DataTableColumn<Kreator>[] = [
  {
    id: 'name',
    header: 'Kreator',
    cell: (kreator) => (
      <div className="flex items-center gap-3">
        <Avatar src={kreator.photo} alt="" size="sm" />
        <div className="grid min-w-0">
          <span className="font-medium">{kreator.name}</span>
          <span className="text-muted-foreground text-xs">
            <Breakable text={kreator.email} />
          </span>
        </div>
      </div>
    ),
  },
  {
    id: 'phone',
    header: 'No. HP',
    cell: (kreator) => <span className="whitespace-nowrap">{kreator.phone}</span>,
  },
  {
    id: 'events',
    header: 'Event',
    className: 'text-right tabular-nums',
    cell: (kreator) => formatNumber(kreator.total_events),
  },
  {
    id: 'state',
    header: 'Status',
    cell: (kreator) =>
      !kreator.verified ? (
        <Badge variant="info">Belum verifikasi</Badge>
      ) : kreator.active ? (
        <Badge variant="success">Aktif</Badge>
      ) : (
        <Badge variant="neutral">Nonaktif</Badge>
      ),
  },
  {
    id: 'created_at',
    header: 'Terdaftar',
    cell: (kreator) => <span className="whitespace-nowrap">{formatDate(kreator.created_at)}</span>,
  },
];
