import { enumLabels } from '@backoffice/sdk';
import * as column from '@/lib/list/columns';
import { dateFilter, enumSelectFilter, selectFilter } from '@/lib/list/filters';

// The column (of a row field) and filter (of a query parameter) `pnpm new:list` writes for each
// kind, type-checked: `FIELD`, its `LABEL`, `OTHER` for a date range's other end,
// `WithdrawalStatus` for a labelled enum, `Row<…>` for the list's row.

type Row<Value> = { FIELD: Value };

export const columns = {
  text: column.text<Row<string | null>>('FIELD', 'LABEL', (row) => row.FIELD),
  number: column.number<Row<number | null>>('FIELD', 'LABEL', (row) => row.FIELD),
  rupiah: column.number<Row<number | null>>('FIELD', 'LABEL', (row) => row.FIELD, 'rupiah'),
  datetime: column.date<Row<string>>('FIELD', 'LABEL', (row) => row.FIELD),
  // A moment not yet set shows `-` and leaves the file's cell empty.
  optionalDatetime: column.date<Row<string | null>>('FIELD', 'LABEL', (row) => row.FIELD ?? ''),
  date: column.date<Row<string>>('FIELD', 'LABEL', (row) => row.FIELD, { kind: 'date' }),
  optionalDate: column.date<Row<string | null>>('FIELD', 'LABEL', (row) => row.FIELD ?? '', {
    kind: 'date',
  }),
  enum: column.status<Row<string>>('FIELD', enumLabels.WithdrawalStatus, (row) => row.FIELD, {
    header: 'LABEL',
  }),
  boolean: column.text<Row<boolean>>('FIELD', 'LABEL', (row) => (row.FIELD ? 'Ya' : 'Tidak')),
};

export const filters = {
  enum: enumSelectFilter('LABEL', enumLabels.WithdrawalStatus),
  boolean: selectFilter('LABEL', [
    { value: true, label: 'Ya' },
    { value: false, label: 'Tidak' },
  ]),
  date: dateFilter('LABEL'),
  dateFrom: dateFilter('LABEL', { notAfter: 'OTHER', rangeLabel: 'Tanggal' }),
  dateUntil: dateFilter('LABEL', { notBefore: 'OTHER' }),
};
