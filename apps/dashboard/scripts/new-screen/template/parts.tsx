import { enumLabels } from '@backoffice/sdk';
import {
  EMPTY_VALUE,
  formatDate,
  formatDateTime,
  formatNumber,
  formatRupiah,
} from '@backoffice/ui';
import { EnumBadge, labelOf } from '@/lib/enum-badge';
import { dateFilter, enumSelectFilter, selectFilter } from '@/lib/list/filters';
import type { ListColumn } from '@/lib/list/list-description';

// What `pnpm new:list` writes for one field of a row (a column) or one query parameter (a
// filter), by its kind (docs/adding-a-screen.md#1-the-contract-first): `FIELD` stands for the
// field, `LABEL` for its title, `OTHER` for the other end of a date range, and
// `WithdrawalStatus` for the enum the contract labels. Each is type-checked here as it is.

export const columns = {
  text: {
    id: 'FIELD',
    header: 'LABEL',
    cell: (row) => row.FIELD,
    export: { header: 'LABEL', value: (row) => row.FIELD },
  } satisfies ListColumn<{ FIELD: string }>,
  optionalText: {
    id: 'FIELD',
    header: 'LABEL',
    cell: (row) => row.FIELD ?? EMPTY_VALUE,
    export: { header: 'LABEL', value: (row) => row.FIELD },
  } satisfies ListColumn<{ FIELD: string | null }>,
  number: {
    id: 'FIELD',
    header: 'LABEL',
    fit: 'number',
    cell: (row) => formatNumber(row.FIELD),
    export: { header: 'LABEL', value: (row) => row.FIELD, kind: 'number' },
  } satisfies ListColumn<{ FIELD: number | null }>,
  rupiah: {
    id: 'FIELD',
    header: 'LABEL',
    fit: 'number',
    cell: (row) => formatRupiah(row.FIELD),
    export: { header: 'LABEL (Rp)', value: (row) => row.FIELD, kind: 'rupiah' },
  } satisfies ListColumn<{ FIELD: number | null }>,
  datetime: {
    id: 'FIELD',
    header: 'LABEL',
    fit: 'line',
    cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.FIELD)}</span>,
    export: { header: 'LABEL', value: (row) => row.FIELD, kind: 'datetime' },
  } satisfies ListColumn<{ FIELD: string | null }>,
  date: {
    id: 'FIELD',
    header: 'LABEL',
    fit: 'line',
    cell: (row) => <span className="whitespace-nowrap">{formatDate(row.FIELD)}</span>,
    export: { header: 'LABEL', value: (row) => row.FIELD, kind: 'date' },
  } satisfies ListColumn<{ FIELD: string | null }>,
  enum: {
    id: 'FIELD',
    header: 'LABEL',
    fit: 'status',
    cell: (row) => <EnumBadge labels={enumLabels.WithdrawalStatus} value={row.FIELD} />,
    export: { header: 'LABEL', value: (row) => labelOf(enumLabels.WithdrawalStatus, row.FIELD) },
  } satisfies ListColumn<{ FIELD: string }>,
  boolean: {
    id: 'FIELD',
    header: 'LABEL',
    cell: (row) => (row.FIELD ? 'Ya' : 'Tidak'),
    export: { header: 'LABEL', value: (row) => (row.FIELD ? 'Ya' : 'Tidak') },
  } satisfies ListColumn<{ FIELD: boolean }>,
};

export const filters = {
  enum: enumSelectFilter('LABEL', enumLabels.WithdrawalStatus),
  boolean: selectFilter('LABEL', [
    { value: true, label: 'Ya' },
    { value: false, label: 'Tidak' },
  ]),
  date: dateFilter('LABEL'),
  dateFrom: dateFilter('LABEL', { notAfter: 'OTHER' }),
  dateUntil: dateFilter('LABEL', { notBefore: 'OTHER' }),
};
