import {
  Avatar,
  Breakable,
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
 * The column kinds most lists share, each drawn and exported one way
 * (docs/engineering.md#the-list-pieces): what the screen shows and what the file writes come from
 * one value, so they cannot drift apart. A column of its own kind stays a plain `ListColumn`.
 */

type Options = { className?: string; card?: 'title' | 'hidden' };

/** Text as it is (`-` when there is none); `cellClassName` styles the text, not the header. */
export function text<Row>(
  id: string,
  header: string,
  value: (row: Row) => string | null | undefined,
  { cellClassName, ...options }: Options & { cellClassName?: string } = {},
): ListColumn<Row> {
  return {
    id,
    header,
    ...options,
    cell: (row) => <span className={cellClassName}>{value(row) ?? EMPTY_VALUE}</span>,
    export: { header, value },
  };
}

/** An enum of the contract: its badge of the value's meaning on screen, its label in the file. */
export function status<Row>(
  id: string,
  labels: Labels,
  value: (row: Row) => EnumValue,
  header = 'Status',
): ListColumn<Row> {
  return {
    id,
    header,
    cell: (row) => <EnumBadge labels={labels} value={value(row)} />,
    export: { header, value: (row) => labelOf(labels, value(row)) },
  };
}

/**
 * A count or an amount of Rupiah, right-aligned; the file keeps the number (a Rupiah column's
 * header says `(Rp)` there, where the cell has no `Rp`).
 */
export function number<Row>(
  id: string,
  header: string,
  value: (row: Row) => number | null | undefined,
  kind: 'number' | 'rupiah' = 'number',
): ListColumn<Row> {
  const format = kind === 'rupiah' ? formatRupiah : formatNumber;
  return {
    id,
    header,
    className: 'whitespace-nowrap text-right tabular-nums',
    cell: (row) => format(value(row)),
    export: { header: kind === 'rupiah' ? `${header} (Rp)` : header, value, kind },
  };
}

/**
 * A day or a moment on one line. `kind` is what the value is (an ISO instant, or a `YYYY-MM-DD`
 * day); `withTime: false` shows a moment's day alone (a `Terdaftar` column).
 */
export function date<Row>(
  id: string,
  header: string,
  value: (row: Row) => string,
  {
    kind = 'datetime',
    withTime = kind === 'datetime',
  }: { kind?: 'date' | 'datetime'; withTime?: boolean } = {},
): ListColumn<Row> {
  const format = withTime ? formatDateTime : formatDate;
  return {
    id,
    header,
    cell: (row) => <span className="whitespace-nowrap">{format(value(row))}</span>,
    export: { header, value, kind },
  };
}

/** A field of a stacked column: a column of the file, shown by its kind unless `show` says. */
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
  return <Breakable text={String(value)} />;
}

/**
 * The row's name over its details (an e-mail, a phone, a code) in one cell (StackedCell), the
 * file writing each as a column of its own. A line of several fields joins them with ` · `.
 * `plain` when the first line is not the row's title; `photo` puts the row's picture before it,
 * fetched once the rows are laid out, not with the first paint (docs/performance.md).
 */
export function stacked<Row>(
  id: string,
  header: string,
  [first, ...rest]: readonly [StackedField<Row>, ...(StackedField<Row> | StackedField<Row>[])[]],
  {
    plain = false,
    photo,
    ...options
  }: Options & { plain?: boolean; photo?: (row: Row) => string | null } = {},
): ListColumn<Row> {
  const shown = (field: StackedField<Row>, row: Row) =>
    field.show ? field.show(row) : shownValue(field.value(row), field.kind);
  const line = (fields: StackedField<Row> | StackedField<Row>[], row: Row): ReactNode =>
    Array.isArray(fields)
      ? fields.map((field, index) => (
          <Fragment key={field.header}>
            {index > 0 ? ' · ' : null}
            {shown(field, row)}
          </Fragment>
        ))
      : shown(fields, row);
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

/** From one day to another, each end whole; the file writes them as two dates. */
export function period<Row>(
  start: (row: Row) => string,
  end: (row: Row) => string,
  header = 'Periode',
): ListColumn<Row> {
  return {
    id: 'period',
    header,
    cell: (row) => (
      <>
        <span className="whitespace-nowrap">{formatDate(start(row))} –</span>{' '}
        <span className="whitespace-nowrap">{formatDate(end(row))}</span>
      </>
    ),
    export: [
      { header: 'Mulai', value: start, kind: 'date' },
      { header: 'Berakhir', value: end, kind: 'date' },
    ],
  };
}
