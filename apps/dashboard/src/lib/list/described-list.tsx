import type { PagedOperationId, PageRow } from '@backoffice/sdk';
import {
  DataTable,
  FilterFrame,
  FilterSelect,
  ListToolbar,
  SearchInput,
  Skeleton,
} from '@backoffice/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { bulkViewOf, pickedToExport, useBulkSelection } from './bulk/bulk-selection';
import { bulkTableProps } from './bulk/bulk-table-props';
import { ExportButton } from './export/export-button';
import {
  captionOf,
  hasNoRows,
  type ListDescription,
  type ListFilter,
  rowKeyOf,
  scopedQuery,
} from './list-description';
import { useListColumns } from './prefs/list-columns';
import { hasViews, listPrefsKey } from './prefs/list-prefs-store';
import { ColumnsButton, useDefaultView, ViewsButton } from './prefs/prefs-buttons';
import { pagedRows } from './rows-source';
import { type DescribedListState, useDescribedList } from './use-described-list';

// A date filter's field (DateInput) loads with the first list that has one, not with every list.
const FilterDate = lazy(() =>
  import('./filter-date-field').then((module) => ({ default: module.FilterDate })),
);
const FilterDateRange = lazy(() =>
  import('./filter-date-field').then((module) => ({ default: module.FilterDateRange })),
);

type DescribedListProps<Op extends PagedOperationId> = {
  /** More controls at the toolbar's end (a server's own export). */
  toolbarEnd?: ReactNode;
} & (
  | { description: ListDescription<Op>; state?: never }
  | { state: DescribedListState<Op>; description?: never }
);

/**
 * A list screen's table from its description: search and filters in the URL, the table's states,
 * pagination, the row actions. A page that reads the answer itself passes `state` from
 * `useDescribedList`; otherwise the list reads its own.
 */
export function DescribedList<Op extends PagedOperationId>(props: DescribedListProps<Op>) {
  return props.state ? (
    <DescribedListView state={props.state} toolbarEnd={props.toolbarEnd} />
  ) : (
    <OwnDescribedList description={props.description} toolbarEnd={props.toolbarEnd} />
  );
}

function OwnDescribedList<Op extends PagedOperationId>({
  description,
  toolbarEnd,
}: {
  description: ListDescription<Op>;
  toolbarEnd?: ReactNode;
}) {
  return <DescribedListView state={useDescribedList(description)} toolbarEnd={toolbarEnd} />;
}

function DescribedListView<Op extends PagedOperationId>({
  state: { description, params, paged },
  toolbarEnd,
}: {
  state: DescribedListState<Op>;
  toolbarEnd?: ReactNode;
}) {
  const filters = Object.entries(description.filters ?? {}) as [string, ListFilter<unknown>][];
  const values = params.filters as Record<string, unknown>;
  const setFilter = (name: string, value: unknown) =>
    params.setFilters({ [name]: value } as typeof params.filters);
  const { noun } = description;
  const empty = params.narrowed
    ? (description.empty?.noMatch ?? `Tidak ada ${noun} yang cocok.`)
    : (description.empty?.none ?? `Belum ada ${noun}.`);
  // Every described list exports what it shows, beside the server's own export if it has one.
  // What the page reads: the URL's query within the description's scope (the participants'
  // event), so the export and "select all that match" reach exactly the rows the list shows.
  const source = pagedRows(description.operation, scopedQuery(description, params.query));
  // The person's columns (docs/engineering.md#saved-views-and-columns): the table, its cards
  // and, when asked, the export take them.
  const columns = useListColumns(listPrefsKey(description), description.columns);
  useDefaultView(description);
  const bulk = useBulkSelection(bulkViewOf(params.query), rowKeyOf<PageRow<Op>>);
  const end = (
    <>
      {toolbarEnd}
      {hasViews(description) ? <ViewsButton description={description} params={params} /> : null}
      <ColumnsButton noun={noun} all={description.columns} columns={columns} />
      {description.noExport ? null : (
        <ExportButton
          description={description}
          source={source}
          {...(columns.customized ? { shown: columns.shown } : {})}
          picked={pickedToExport(
            bulk.selection,
            source,
            bulk.keyOf,
            paged.list.paging?.totaldata ?? 0,
          )}
        />
      )}
    </>
  );
  // A list with no row that no search or filter narrowed shows its empty message alone.
  const bare = !params.narrowed && hasNoRows(paged.list);

  return (
    <DataTable
      caption={captionOf(description)}
      columns={columns.shown}
      list={paged.list}
      {...(bare ? {} : { onPageChange: params.setPage })}
      empty={empty}
      {...(description.rowActions ? { rowActions: description.rowActions } : {})}
      {...bulkTableProps(description, bulk, source, paged.list)}
      toolbar={
        bare ? undefined : (
          <ListToolbar onReset={params.reset} canReset={params.narrowed} end={end}>
            {description.search !== undefined ? (
              <SearchInput
                label={`Cari ${description.noun}`}
                value={params.search}
                onSearch={params.setSearch}
              />
            ) : null}
            {filters.map(([name, filter]) => {
              const current = values[name];
              const text = current === undefined ? '' : filter.codec.format(current);
              const change = (raw: string) =>
                setFilter(name, raw === '' ? undefined : filter.codec.parse(raw));
              if (filter.kind === 'date' && isRangeEnd(filter, filters)) return null;
              const end = filter.kind === 'date' ? rangeEndOf(filter, filters) : undefined;
              if (filter.kind === 'date' && filter.rangeLabel !== undefined && end) {
                const [endName, endFilter] = end;
                const endValue = values[endName];
                return (
                  <Suspense key={name} fallback={<FilterPlaceholder label={filter.rangeLabel} />}>
                    <FilterDateRange
                      label={filter.rangeLabel}
                      from={{ label: filter.label, value: text, onValueChange: change }}
                      to={{
                        label: endFilter.label,
                        value: endValue === undefined ? '' : endFilter.codec.format(endValue),
                        onValueChange: (raw) =>
                          setFilter(endName, raw === '' ? undefined : endFilter.codec.parse(raw)),
                      }}
                    />
                  </Suspense>
                );
              }
              return filter.kind === 'select' ? (
                <FilterSelect
                  key={name}
                  label={filter.label}
                  value={text}
                  options={filter.choices.map((choice) => ({
                    value: filter.codec.format(choice.value),
                    label: choice.label,
                  }))}
                  onValueChange={change}
                />
              ) : (
                <Suspense key={name} fallback={<FilterPlaceholder label={filter.label} />}>
                  <FilterDate label={filter.label} value={text} onValueChange={change} />
                </Suspense>
              );
            })}
          </ListToolbar>
        )
      }
    />
  );
}

/** A date filter's place while its field loads: its label over a control's height. */
function FilterPlaceholder({ label }: { label: string }) {
  return (
    <FilterFrame slot="filter-date" label={label}>
      <Skeleton className="h-10" />
    </FilterFrame>
  );
}

/** The filter a range's start (`notAfter`, `rangeLabel`) shares its toolbar field with. */
function rangeEndOf(
  filter: ListFilter<unknown> & { kind: 'date' },
  filters: [string, ListFilter<unknown>][],
): [string, ListFilter<unknown>] | undefined {
  if (filter.rangeLabel === undefined) return undefined;
  return filters.find(([name, other]) => name === filter.notAfter && other.kind === 'date');
}

/** Whether a date filter is the end of a range whose start shows both in one field. */
function isRangeEnd(
  filter: ListFilter<unknown> & { kind: 'date' },
  filters: [string, ListFilter<unknown>][],
): boolean {
  return filters.some(
    ([name, other]) =>
      name === filter.notBefore && other.kind === 'date' && other.rangeLabel !== undefined,
  );
}
