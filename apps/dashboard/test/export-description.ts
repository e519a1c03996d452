import { selectFilter } from '@/lib/list/filters';
import { describeList } from '@/lib/list/list-description';

/**
 * A described partner list for the export's tests in `src/lib` (which may not import a
 * feature): a column of three fields, a number, a time, a column left out of the file, a label.
 */
export const partnersToExport = describeList({
  operation: 'listPartners',
  noun: 'partner',
  caption: 'Daftar partner',
  search: true,
  filters: {
    rowstatus: selectFilter('Status', [
      { value: 1, label: 'Aktif' },
      { value: 0, label: 'Nonaktif' },
    ]),
  },
  columns: [
    {
      id: 'name',
      header: 'Nama',
      cell: (partner) => partner.email,
      export: [
        { header: 'Nama', value: (partner) => partner.name },
        { header: 'Email', value: (partner) => partner.email },
        { header: 'No. HP', value: (partner) => partner.phone },
      ],
    },
    {
      id: 'total_member',
      header: 'Member',
      cell: (partner) => partner.total_member,
      export: { header: 'Member', value: (partner) => partner.total_member, kind: 'number' },
    },
    {
      id: 'created_at',
      header: 'Dibuat',
      cell: (partner) => partner.created_at,
      export: { header: 'Dibuat', value: (partner) => partner.created_at, kind: 'datetime' },
    },
    { id: 'photo', header: 'Foto', cell: (partner) => partner.photo, export: null },
    {
      id: 'rowstatus',
      header: 'Status',
      cell: (partner) => partner.rowstatus,
      export: {
        header: 'Status',
        value: (partner) => (partner.rowstatus === 1 ? 'Aktif' : 'Nonaktif'),
      },
    },
  ],
});

/** The file's header line for `partnersToExport`. */
export const PARTNER_EXPORT_HEADER = ['Nama', 'Email', 'No. HP', 'Member', 'Dibuat', 'Status'];
