import type { PagedOperationId, PageRow } from '@backoffice/sdk';
import type { DataTableColumn } from '@backoffice/ui';
import type { ReactNode } from 'react';
import type { RowChange } from '../row-cache';
import type { UrlCodec } from '../url-state';
import type { FiltersOf, ListParamsSpec, QueryOf } from './list-params';

/**
 * A list screen as data (docs/engineering.md#lists-are-descriptions): which operation it reads,
 * its columns, its search and filters, its row and bulk actions and what its export writes. The
 * kit turns it into the page's table, its URL state, its first query and its export.
 */

/** A value an export writes in one cell. */
export type ExportValue = string | number | null | undefined;

/**
 * One column of the exported file. `kind` says how its value is written, so that a spreadsheet
 * can compute with it: `number` and `rupiah` (whole Rupiah, no `Rp`) as numbers, `datetime` (an
 * ISO instant) as `YYYY-MM-DD HH:mm` in Asia/Jakarta, `date` as `YYYY-MM-DD`; `text` as it is.
 */
export type ExportField<Row> = {
  header: string;
  value: (row: Row) => ExportValue;
  kind?: 'text' | 'number' | 'rupiah' | 'date' | 'datetime';
};

/**
 * A column on screen and what the export writes for it: one field, several (a cell that shows
 * name, e-mail and phone together), or `null` for a column with nothing a file can hold.
 */
export type ListColumn<Row> = DataTableColumn<Row> & {
  export: ExportField<Row> | readonly ExportField<Row>[] | null;
};

/** One choice of a select filter: the value the operation takes and how the user reads it. */
export type FilterChoice<V> = { value: V; label: string };

/** A filter of the list: a select of fixed choices, or a calendar day. */
export type ListFilter<V> =
  | { kind: 'select'; label: string; codec: UrlCodec<V>; choices: readonly FilterChoice<V>[] }
  | {
      kind: 'date';
      label: string;
      codec: UrlCodec<V>;
      /** The other end of a range: this day may not be after `notAfter`'s, nor before `notBefore`'s. */
      notAfter?: string;
      notBefore?: string;
      /**
       * On a range's start (`notAfter`): the label of the one toolbar field both ends share
       * (`Tanggal`; FilterDateRange), each end keeping its own label inside it.
       */
      rangeLabel?: string;
    };

export type ListFilters<Op extends PagedOperationId> = {
  [K in keyof FiltersOf<Op>]?: ListFilter<NonNullable<FiltersOf<Op>[K]>>;
};

/**
 * An action on many rows at once, where the API has only a per-row call: the kit runs `run` for
 * each selected row with bounded concurrency, asks first, and reports one summary.
 */
export type BulkAction<Row> = {
  id: string;
  /** The button's text, a verb: `Nonaktifkan`, `Terima`, `Hapus`. */
  label: string;
  /**
   * The rows this action changes; the others selected are left alone and not counted (a toggle
   * call must not turn an inactive row active when the user asked to deactivate).
   */
  appliesTo?: (row: Row) => boolean;
  /** Sends the call for one row; rejects with the SDK's ApiError when the server refuses. */
  run: (row: Row, signal: AbortSignal) => Promise<unknown>;
  /**
   * What the call does to a row on screen, shown at once while the action waits for its
   * `Batalkan` (docs/engineering.md#undo). Without it the rows change when the list is read again
   * after the calls (a decision whose outcome the server decides).
   */
  change?: RowChange<Row>;
  /** A destructive action: its confirm button is red. */
  danger?: boolean;
};

/**
 * What a list's first query is made of: the operation and the URL state it reads (filters,
 * prefix, page size) within its scope. A feature keeps it in a module of its own
 * (`partner-list-query.ts`, no JSX) that the route's first queries read, so a cold visit asks for
 * the rows as soon as this part has arrived, not once every cell's component has
 * (docs/performance.md#a-lists-first-query-loads-apart-from-its-cells). The list's description
 * spreads it: `describeList({ ...partnerListQuery, columns, … })`.
 */
export type ListQueryDescription<Op extends PagedOperationId> = {
  operation: Op;
  filters?: ListFilters<Op>;
  /**
   * Parameters every page is asked with, which the URL does not hold: the record a list belongs
   * to (`{ event_id: 12 }` for an event's participants).
   */
  scope?: Partial<FiltersOf<Op>>;
  /** A second list on the same page (a tab) keeps its own URL parameters: `redeem_`. */
  prefix?: string;
};

export type ListDescription<
  Op extends PagedOperationId,
  Row = PageRow<Op>,
> = ListQueryDescription<Op> & {
  /** What one row is called, lower case: `partner`. Gives the empty texts and the export's file name. */
  noun: string;
  /** Names the table for assistive tech; by default `Daftar <noun>`. */
  caption?: string;
  columns: readonly ListColumn<Row>[];
  /** A search box, labelled `Cari <noun>`, for an operation that takes `search`. */
  search?: true;
  /** The row's own actions (edit, a status switch…), in the last column. */
  rowActions?: (row: Row) => ReactNode;
  bulkActions?: readonly BulkAction<Row>[];
  /** Texts when the list has no row, unnarrowed and narrowed; by default from `noun`. */
  empty?: { none?: string; noMatch?: string };
  /** Leaves the export off (a list whose server exports it itself and nothing else). */
  noExport?: boolean;
  /**
   * What one row is called on its own (`Budi Santoso`): names its checkbox, `Pilih Budi Santoso`,
   * when the list has bulk actions (without it the box reads `Pilih <noun> <key>`), and the row
   * as a search result of the palette (docs/palette.md), which searches only lists that have it.
   */
  rowName?: (row: Row) => string;
  /**
   * A second line under the row's name as a search result of the palette (an e-mail, a date and a
   * city): two rows of one name can be told apart.
   */
  rowDetail?: (row: Row) => string;
  /**
   * The row's own page (its edit or detail), where a search result of the palette leads. Without
   * it the palette opens this list filtered by the searched text.
   */
  rowHref?: (row: Row) => string;
  /** The `?tab=` its page shows it under, when it is not the page's first list (ListTabs). */
  tab?: string;
};

/** A listed row's key: its `id`, which every list's rows have (DataTable keys them by it too). */
export function rowKeyOf<Row>(row: Row): string | number {
  return (row as { id: string | number }).id;
}

/** The table's name for assistive tech: its `caption`, else `Daftar <noun>`. */
export function captionOf(description: { caption?: string; noun: string }): string {
  return description.caption ?? `Daftar ${description.noun}`;
}

/** Checks a list's query part against its operation's types; gives it back as it is. */
export function describeListQuery<Op extends PagedOperationId>(
  query: ListQueryDescription<Op>,
): ListQueryDescription<Op> {
  return query;
}

/** Checks a description against its operation's types; gives it back as it is. */
export function describeList<Op extends PagedOperationId>(
  description: ListDescription<Op>,
): ListDescription<Op> {
  return description;
}

const specs = new WeakMap<object, ListParamsSpec<PagedOperationId>>();

/** The URL state the description's list keeps (useListParams' spec), made once per description. */
export function listParamsOf<Op extends PagedOperationId>(
  description: ListQueryDescription<Op>,
): ListParamsSpec<Op> {
  const known = specs.get(description);
  if (known) return known as ListParamsSpec<Op>;
  const filters = Object.fromEntries(
    Object.entries(description.filters ?? {}).map(([name, filter]) => [
      name,
      (filter as ListFilter<unknown>).codec,
    ]),
  ) as ListParamsSpec<Op>['filters'];
  const spec: ListParamsSpec<Op> = { filters };
  if (description.prefix !== undefined) spec.prefix = description.prefix;
  specs.set(description, spec as ListParamsSpec<PagedOperationId>);
  return spec;
}

/** The operation's query for one page: what the URL asks for, within the description's scope. */
export function scopedQuery<Op extends PagedOperationId>(
  description: ListQueryDescription<Op>,
  query: QueryOf<Op>,
): QueryOf<Op> {
  return description.scope === undefined ? query : { ...query, ...description.scope };
}
