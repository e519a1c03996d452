import { type EnumLabel, enumLabels, type Kreator } from '@backoffice/sdk';
import { Avatar, Breakable, formatDate, formatNumber } from '@backoffice/ui';
import { EnumBadge, labelOf } from '@/lib/enum-badge';
import { describeList } from '@/lib/list/list-description';
import { StackedCell } from '@/lib/list/stacked-cell';
import { kreatorListQuery } from './kreator-list-query';

/** A creator's state: waiting for the e-mail to be confirmed, then the contract's active flag. */
const KREATOR_STATES = {
  unverified: { label: 'Belum verifikasi', tone: 'waiting' },
  ...enumLabels.KreatorActive,
} as const satisfies Record<string, EnumLabel>;

const stateOf = (kreator: Kreator) => (kreator.verified ? kreator.active : 'unverified');

/** `/kreator`: the event creators, newest first; search and page in the URL. */
export const kreatorList = describeList({
  ...kreatorListQuery,
  noun: 'kreator',
  caption: 'Daftar kreator',
  rowName: (kreator) => kreator.name,
  rowDetail: (kreator) => kreator.email,
  search: 'Cari kreator',
  columns: [
    {
      id: 'name',
      header: 'Kreator',
      cell: (kreator) => (
        <div className="flex items-center gap-3">
          {/* Fetched once the rows are laid out, not with the first paint: on a first visit the
              photos then do not compete with the page's own code (docs/performance.md). */}
          <Avatar src={kreator.photo} alt="" size="sm" loading="lazy" />
          <StackedCell
            title={kreator.name}
            lines={[<Breakable key="email" text={kreator.email} />]}
          />
        </div>
      ),
      // The photo is left out: a file holds no picture.
      export: [
        { header: 'Nama', value: (kreator) => kreator.name },
        { header: 'Email', value: (kreator) => kreator.email },
      ],
    },
    {
      id: 'phone',
      header: 'No. HP',
      cell: (kreator) => <span className="whitespace-nowrap">{kreator.phone}</span>,
      export: { header: 'No. HP', value: (kreator) => kreator.phone },
    },
    {
      id: 'events',
      header: 'Event',
      className: 'text-right tabular-nums',
      cell: (kreator) => formatNumber(kreator.total_events),
      export: { header: 'Event', value: (kreator) => kreator.total_events, kind: 'number' },
    },
    {
      id: 'state',
      header: 'Status',
      cell: (kreator) => <EnumBadge labels={KREATOR_STATES} value={stateOf(kreator)} />,
      export: { header: 'Status', value: (kreator) => labelOf(KREATOR_STATES, stateOf(kreator)) },
    },
    {
      id: 'created_at',
      header: 'Terdaftar',
      cell: (kreator) => (
        <span className="whitespace-nowrap">{formatDate(kreator.created_at)}</span>
      ),
      export: { header: 'Terdaftar', value: (kreator) => kreator.created_at, kind: 'datetime' },
    },
  ],
});
