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

// The column kinds every list is made of (docs/engineering.md#tables-that-fit): the cell and the
// file read one value, so they cannot drift apart, and the kind sizes the column (`ColumnFit`).

/** How a text reads, which decides its width: `words` and `title` may wrap, the others stay on one line. */
type TextLook = 'words' | 'title' | 'name' | 'line' | 'code';

const LOOKS: Record<TextLook, { fit: ColumnFit; className?: string }> = {
  words: { fit: 'text' },
  title: { fit: 'text', className: 'font-medium' },
  name: { fit: 'line', className: 'font-medium' },
  line: { fit: 'line' },
  code: { fit: 'line', className: 'font-mono' },
};

export function text<Row>(
  id: string,
  header: string,
  value: (row: Row) => string | null | undefined,
  { look = 'words' }: { look?: TextLook } = {},
): ListColumn<Row> {
  const { fit, className } = LOOKS[look];
  return {
    id,
    header,
    fit,
    cell: (row) => <span className={className}>{value(row) ?? EMPTY_VALUE}</span>,
    export: { header, value },
  };
}

/**
 * The row's status, one way on every list: its badge, or `control` where it is changed in place
 * (`rowStatusSwitch`, the events' select). The file writes its label.
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

/** An enum that sorts the rows but is not their status (a user's kind): its badge, on one line. */
export function badge<Row>(
  id: string,
  header: string,
  labels: Labels,
  value: (row: Row) => EnumValue,
): ListColumn<Row> {
  return { ...status(id, labels, value, { header }), fit: 'line' };
}

/**
 * A count or an amount of Rupiah; the file keeps the number (a Rupiah column's header says `(Rp)`
 * there). `show` draws the cell otherwise (`36 / 50`), `export` writes more than the one value.
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
  return {
    id,
    header,
    fit: 'number',
    cell: show ?? ((row) => shownValue(value(row), kind)),
    export: fields ?? { header: kind === 'rupiah' ? `${header} (Rp)` : header, value, kind },
  };
}

/** A moment (an ISO instant) or a `YYYY-MM-DD` day; `withTime: false` shows a moment's day alone. */
export function date<Row>(
  id: string,
  header: string,
  value: (row: Row) => string,
  {
    kind = 'datetime',
    withTime = kind === 'datetime',
  }: { kind?: 'date' | 'datetime'; withTime?: boolean } = {},
): ListColumn<Row> {
  return {
    id,
    header,
    fit: 'line',
    cell: (row) => shownValue(value(row), withTime ? 'datetime' : 'date'),
    export: { header, value, kind },
  };
}

/** A field of a stacked column: a column of the file, shown by its kind unless `show` says. */
type StackedField<Row> = ExportField<Row> & { show?: (row: Row) => ReactNode };

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
 * The row's name over its details in one cell, the file writing each as a column of its own.
 * `wraps` lets the first line (a title) wrap; `plain` when it is not the row's title; `photo` is
 * fetched once the rows are laid out, not with the first paint (docs/performance.md).
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
  }: Pick<ListColumn<Row>, 'card'> & {
    plain?: boolean;
    wraps?: boolean;
    photo?: (row: Row) => string | null;
  } = {},
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
    <div className="grid min-w-0">
      <span className={plain ? undefined : 'font-medium'}>{shown(first, row)}</span>
      {rest.map((fields, index) => (
        // The lines are fixed per column: their place is their identity. A line may wrap between
        // its fields, in a column whose title is one line.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <span key={index} className="whitespace-normal text-muted-foreground text-xs">
          {line(fields, row)}
        </span>
      ))}
    </div>
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

/** From one day to another; the file writes two dates. */
export function period<Row>(
  start: (row: Row) => string,
  end: (row: Row) => string,
): ListColumn<Row> {
  return {
    id: 'period',
    header: 'Periode',
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
