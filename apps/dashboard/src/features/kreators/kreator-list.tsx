import { type EnumLabel, enumLabels, type Kreator } from '@backoffice/sdk';
import * as column from '@/lib/list/columns';
import { describeList } from '@/lib/list/list-description';
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
  rowName: (kreator) => kreator.name,
  rowDetail: (kreator) => kreator.email,
  search: true,
  columns: [
    column.stacked<Kreator>(
      'name',
      'Kreator',
      [
        { header: 'Nama', value: (kreator) => kreator.name },
        { header: 'Email', value: (kreator) => kreator.email },
      ],
      // The photo is left out of the file: a file holds no picture.
      { photo: (kreator) => kreator.photo },
    ),
    column.text<Kreator>('phone', 'No. HP', (kreator) => kreator.phone, { look: 'line' }),
    column.number<Kreator>('events', 'Event', (kreator) => kreator.total_events),
    column.status<Kreator>('state', KREATOR_STATES, stateOf),
    column.date<Kreator>('created_at', 'Terdaftar', (kreator) => kreator.created_at, {
      withTime: false,
    }),
  ],
});
