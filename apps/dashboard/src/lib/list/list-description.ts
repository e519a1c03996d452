import type { PagedOperationId, PageRow } from '@backoffice/sdk';
import type { DataTableColumn, ListView, SearchableOption } from '@backoffice/ui';
import type { ReactNode } from 'react';
import type { RowChange } from '../row-cache';
import type { UrlCodec } from '../url-state';
import type { FiltersOf, QueryOf } from './list-params';

// A list screen as data (docs/engineering.md#lists-are-descriptions).

export type ExportValue = string | number | null | undefined;

/** One column of the exported file; `kind` makes a value one a spreadsheet computes with (csv.ts). */
export type ExportField<Row> = {
  header: string;
  value: (row: Row) => ExportValue;
  kind?: 'text' | 'number' | 'rupiah' | 'date' | 'datetime';
};

/** A column on screen and what the export writes for it: one field, several, or none. */
export type ListColumn<Row> = DataTableColumn<Row> & {
  export: ExportField<Row> | readonly ExportField<Row>[] | null;
};

export type ListFilter<V> =
  // Its options spell their values as the URL does.
  | { kind: 'select'; label: string; codec: UrlCodec<V>; options: readonly SearchableOption[] }
  | {
      kind: 'date';
      label: string;
      codec: UrlCodec<V>;
      /** A range's two ends name each other; the start also names their one toolbar field. */
      notAfter?: string;
      notBefore?: string;
      rangeLabel?: string;
    };

/** An action on the picked rows, one call a row (docs/engineering.md#bulk-actions). */
export type BulkAction<Row> = {
  id: string;
  /** A verb: `Nonaktifkan`. */
  label: string;
  /** The rows it changes; the others picked are skipped (a toggle must not turn an inactive row active). */
  appliesTo?: (row: Row) => boolean;
  /** Rejects with the SDK's ApiError when the server refuses. */
  run: (row: Row) => Promise<unknown>;
  /** Shown at once while the action waits for `Batalkan`; without it the rows change once read again. */
  change?: RowChange<Row>;
  danger?: boolean;
};

/**
 * What a list's first query is made of, in a module of its own with no JSX, so a cold visit asks
 * for the rows before the cells have loaded
 * (docs/performance.md#a-lists-first-query-loads-apart-from-its-cells).
 */
export type ListQueryDescription<Op extends PagedOperationId> = {
  operation: Op;
  filters?: { [K in keyof FiltersOf<Op>]?: ListFilter<NonNullable<FiltersOf<Op>[K]>> };
  /** Parameters every page is asked with that the URL does not hold (`{ event_id: 12 }`). */
  scope?: Partial<FiltersOf<Op>>;
  /** A second list on the same page (a tab) keeps its own URL parameters: `redeem_`. */
  prefix?: string;
};

export type ListDescription<
  Op extends PagedOperationId,
  Row = PageRow<Op>,
> = ListQueryDescription<Op> & {
  /** Lower case: `partner`. Gives the caption, the empty texts and the export's file name. */
  noun: string;
  caption?: string;
  columns: readonly ListColumn<Row>[];
  search?: true;
  rowActions?: (row: Row) => ReactNode;
  bulkActions?: readonly BulkAction<Row>[];
  /** What an empty list says instead of `Belum ada <noun>.` */
  empty?: string;
  /** A list whose server writes the file the product names exports that one only. */
  noExport?: boolean;
  /**
   * The row on its own (`Budi Santoso`): its box's name, `Pilih Budi Santoso`, and a search result
   * of the palette (docs/palette.md), which searches only lists that have it; `rowDetail` is the
   * result's second line, `rowHref` where it leads (else this list, searched).
   */
  rowName?: (row: Row) => string;
  rowDetail?: (row: Row) => string;
  rowHref?: (row: Row) => string;
  /** The `?tab=` its page shows it under, when it is not the page's first list (ListTabs). */
  tab?: string;
};

/**
 * A list whose rows come whole inside another answer (the partner's referral codes, in its
 * dashboard): a ListDescription's part about the rows, with no operation to page, search or
 * filter. The export and the bulk actions read only this part of either.
 */
export type RowsDescription<Row> = Pick<
  ListDescription<PagedOperationId, Row>,
  'noun' | 'caption' | 'columns' | 'rowActions' | 'bulkActions' | 'empty' | 'noExport' | 'rowName'
>;

/**
 * The answer holds no row at all (not a page past the end of rows that exist): a list that no
 * search or filter narrowed then shows its message alone (docs/engineering.md#lists-are-descriptions).
 */
export function hasNoRows(list: ListView<unknown>): boolean {
  return list.rows?.length === 0 && (list.paging?.totaldata ?? 0) === 0;
}

/** Every list's rows have an `id` (DataTable keys them by it too). */
export function rowKeyOf<Row>(row: Row): string | number {
  return (row as { id: string | number }).id;
}

export function captionOf(description: { caption?: string; noun: string }): string {
  return description.caption ?? `Daftar ${description.noun}`;
}

/** Types a list's query part, or its description, by its operation. */
export function describeListQuery<Op extends PagedOperationId>(query: ListQueryDescription<Op>) {
  return query;
}

export function describeList<Op extends PagedOperationId>(description: ListDescription<Op>) {
  return description;
}

/** The operation's query for one page: what the URL asks for, within the description's scope. */
export function scopedQuery<Op extends PagedOperationId>(
  description: ListQueryDescription<Op>,
  query: QueryOf<Op>,
): QueryOf<Op> {
  return description.scope === undefined ? query : { ...query, ...description.scope };
}

/** The description's filters by name, whatever its operation. */
export function filtersOf(description: { filters?: object }): [string, ListFilter<unknown>][] {
  return Object.entries(description.filters ?? {});
}
