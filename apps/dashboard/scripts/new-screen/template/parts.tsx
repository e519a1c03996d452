import { enumLabels } from '@backoffice/sdk';
import * as column from '@/lib/list/columns';
import { dateFilter, enumSelectFilter, selectFilter } from '@/lib/list/filters';

// What `pnpm new:list` writes for one field of a row (a column) or one query parameter (a
// filter), by its kind (docs/adding-a-screen.md#1-the-contract-first): the kit's `column.*`
// and filters, written as a hand list writes them. `FIELD` stands for the field, `LABEL` for its
// title, `OTHER` for the other end of a date range, `WithdrawalStatus` for the enum the contract
// labels, and `Row<…>` for the list's row (`Row` in the list file). Each is type-checked here as
// it is.

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
