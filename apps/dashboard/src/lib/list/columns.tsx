import {
  Avatar,
  Breakable,
  type ColumnFit,
  EMPTY_VALUE,
  formatDate,
  formatDateTime,
  formatNumber,
  formatRupiah,
} from '@backoffice/ui';
import { Fragment, type ReactNode } from 'react';
import { EnumBadge } from '../enum-badge';
import { type EnumValue, type Labels, labelOf } from '../enum-label';
import type { ExportField, ExportValue, ListColumn } from './list-description';
import { StackedCell } from './stacked-cell';

/**
 * The column kinds every list is made of, each drawn, sized and exported one way
 * (docs/engineering.md#tables-that-fit): what the screen shows and what the file writes come from
 * one value, so they cannot drift apart, and the kind says how much of the table's width the
 * column takes (`ColumnFit`), so no list sizes a column of its own.
 */

type Options = { card?: 'title' | 'hidden' };

/**
 * How a text reads, which decides its width: `words` (the default) may wrap (a category, a
 * note); `title` the same, in the row's title weight (a voucher's name); `name` (a person, a
 * firm), `line` (a phone, a role) and `code` (a referral code, a ticket, in monospace) are read
 * whole on one line.
 */
export type TextLook = 'words' | 'title' | 'name' | 'line' | 'code';

const LOOKS: Record<TextLook, { fit: ColumnFit; className?: string }> = {
  words: { fit: 'text' },
  title: { fit: 'text', className: 'font-medium' },
  name: { fit: 'line', className: 'font-medium' },
  line: { fit: 'line' },
  code: { fit: 'line', className: 'font-mono' },
};

/** Text as it is (`-` when there is none), read as its `look` says. */
export function text<Row>(
  id: string,
  header: string,
  value: (row: Row) => string | null | undefined,
  { look = 'words', ...options }: Options & { look?: TextLook } = {},
): ListColumn<Row> {
  const { fit, className } = LOOKS[look];
  return {
    id,
    header,
    fit,
    ...options,
    cell: (row) => <span className={className}>{value(row) ?? EMPTY_VALUE}</span>,
    export: { header, value },
  };
}

/**
 * An enum of the contract that sorts the rows but is not their status (a user's kind): its badge
 * on one line, its label in the file.
 */
export function badge<Row>(
  id: string,
  header: string,
  labels: Labels,
  value: (row: Row) => EnumValue,
): ListColumn<Row> {
  return {
    id,
    header,
    fit: 'line',
    cell: (row) => <EnumBadge labels={labels} value={value(row)} />,
    export: { header, value: (row) => labelOf(labels, value(row)) },
  };
}

/**
 * The row's status, one way on every list (docs/engineering.md#tables-that-fit): its badge, or,
 * on a list where it is changed in place, `control` (the switch of `rowStatusSwitch`, the events'
 * select), at the start of a column as wide as its widest value and beside the title on a phone's
 * card. The file writes its label.
 */
export function status<Row>(
  id: string,
  labels: Labels,
  value: (row: Row) => EnumValue,
  { header = 'Status', control }: { header?: string; control?: (row: Row) => ReactNode } = {},
): ListColumn<Row> {
  return {
    id,
    header,
    fit: 'status',
    cell: control ?? ((row) => <EnumBadge labels={labels} value={value(row)} />),
    export: { header, value: (row) => labelOf(labels, value(row)) },
  };
}

/**
 * A count or an amount of Rupiah, right-aligned on one line; the file keeps the number (a Rupiah
 * column's header says `(Rp)` there, where the cell has no `Rp`). `show` draws the cell
 * otherwise (`36 / 50`, a price with its quantity under it) and `export` writes more than the
 * one value.
 */
export function number<Row>(
  id: string,
  header: string,
  value: (row: Row) => number | null | undefined,
  kind: 'number' | 'rupiah' = 'number',
  {
    show,
    export: fields,
  }: { show?: (row: Row) => ReactNode; export?: readonly ExportField<Row>[] } = {},
): ListColumn<Row> {
  const format = kind === 'rupiah' ? formatRupiah : formatNumber;
  return {
    id,
    header,
    fit: 'number',
    cell: show ?? ((row) => format(value(row))),
    export: fields ?? { header: kind === 'rupiah' ? `${header} (Rp)` : header, value, kind },
  };
}

/**
 * A day or a moment, on one line. `kind` is what the value is (an ISO instant, or a `YYYY-MM-DD`
 * day); `withTime: false` shows a moment's day alone (a `Terdaftar` column). `export` writes more
 * than the date (what the screen shows elsewhere).
 */
export function date<Row>(
  id: string,
  header: string,
  value: (row: Row) => string,
  {
    kind = 'datetime',
    withTime = kind === 'datetime',
    export: more = [],
  }: {
    kind?: 'date' | 'datetime';
    withTime?: boolean;
    export?: readonly ExportField<Row>[];
  } = {},
): ListColumn<Row> {
  const format = withTime ? formatDateTime : formatDate;
  return {
    id,
    header,
    fit: 'line',
    cell: (row) => <span className="whitespace-nowrap">{format(value(row))}</span>,
    export: more.length > 0 ? [{ header, value, kind }, ...more] : { header, value, kind },
  };
}

/**
 * A field of a stacked column: a column of the file, shown by its kind unless `show` says. Each
 * field's value is read whole; a line of several breaks between them.
 */
export type StackedField<Row> = ExportField<Row> & { show?: (row: Row) => ReactNode };

/** How a field's value reads in a cell, by its kind: as the file holds it, formatted. */
function shownValue(value: ExportValue, kind: ExportField<unknown>['kind']): ReactNode {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (kind === 'date' || kind === 'datetime') {
    const format = kind === 'date' ? formatDate : formatDateTime;
    return <span className="whitespace-nowrap">{format(String(value))}</span>;
  }
  if (kind === 'number') return formatNumber(value);
  if (kind === 'rupiah') return formatRupiah(value);
  // In a table an e-mail stays whole; on a phone's narrow card it may break after its `@`.
  return <Breakable text={String(value)} />;
}

/**
 * The row's name over its details (an e-mail, a phone, a code) in one cell (StackedCell), the
 * file writing each as a column of its own. A line of several fields joins them with ` · ` and
 * breaks between them, never inside one. The first line is read whole (a name, an e-mail) unless
 * `wraps`: words that may take lines (a job's or a promo's title), and the column then shares the
 * room the others leave. `plain` when the first line is not the row's title; `photo` puts the
 * row's picture before it, fetched once the rows are laid out, not with the first paint
 * (docs/performance.md).
 */
export function stacked<Row>(
  id: string,
  header: string,
  [first, ...rest]: readonly [StackedField<Row>, ...(StackedField<Row> | StackedField<Row>[])[]],
  {
    plain = false,
    wraps = false,
    photo,
    ...options
  }: Options & { plain?: boolean; wraps?: boolean; photo?: (row: Row) => string | null } = {},
): ListColumn<Row> {
  const shown = (field: StackedField<Row>, row: Row) =>
    field.show ? field.show(row) : shownValue(field.value(row), field.kind);
  const line = (fields: StackedField<Row> | StackedField<Row>[], row: Row): ReactNode =>
    (Array.isArray(fields) ? fields : [fields]).map((field, index) => (
      <Fragment key={field.header}>
        {index > 0 ? ' · ' : null}
        <span className="sm:whitespace-nowrap">{shown(field, row)}</span>
      </Fragment>
    ));
  const stacked = (row: Row) => (
    <StackedCell
      title={shown(first, row)}
      plain={plain}
      lines={rest.map((fields) => line(fields, row))}
    />
  );
  return {
    id,
    header,
    fit: wraps ? 'text' : 'line',
    ...options,
    cell: photo
      ? (row) => (
          <div className="flex items-center gap-3">
            <Avatar src={photo(row)} alt="" size="sm" loading="lazy" />
            {stacked(row)}
          </div>
        )
      : stacked,
    export: [first, ...rest.flat()],
  };
}

/** From one day to another, each end whole on a line of its own; the file writes two dates. */
export function period<Row>(
  start: (row: Row) => string,
  end: (row: Row) => string,
  header = 'Periode',
): ListColumn<Row> {
  return {
    id: 'period',
    header,
    fit: 'line',
    cell: (row) => (
      <span className="grid">
        <span className="whitespace-nowrap">{formatDate(start(row))} –</span>{' '}
        <span className="whitespace-nowrap">{formatDate(end(row))}</span>
      </span>
    ),
    export: [
      { header: 'Mulai', value: start, kind: 'date' },
      { header: 'Berakhir', value: end, kind: 'date' },
    ],
  };
}
