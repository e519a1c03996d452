import type { PagedOperationId, PageRow } from '@backoffice/sdk';
import {
  DataTable,
  FilterFrame,
  FilterSelect,
  ListToolbar,
  SearchInput,
  Skeleton,
} from '@backoffice/ui';
import { type ReactNode, Suspense } from 'react';
import { lazyPage } from '../lazy-page';
import { bulkTableProps } from './bulk/bulk-bar';
import { useBulkSelection } from './bulk/bulk-selection';
import { ExportButton } from './export/export-button';
import {
  captionOf,
  filtersOf,
  hasNoRows,
  type ListDescription,
  type ListFilter,
  scopedQuery,
} from './list-description';
import { useListColumns } from './prefs/list-columns';
import { PrefsButtons, useDefaultView } from './prefs/prefs-buttons';
import { type DescribedListState, useDescribedList } from './use-described-list';

// A date filter's field (DateInput) loads with the first list that has one, not with every list.
const FilterDate = lazyPage(() => import('./filter-date-field'), 'FilterDate');
const FilterDateRange = lazyPage(() => import('./filter-date-field'), 'FilterDateRange');

/** More controls at the toolbar's end (a server's own export). */
type Own = { toolbarEnd?: ReactNode };

/**
 * A list screen's table from its description: search and filters in the URL, the table's states,
 * pagination, the row actions. A page that reads the answer itself passes `state` from
 * `useDescribedList`; otherwise the list reads its own.
 */
export function DescribedList<Op extends PagedOperationId>(
  props: Own & ({ description: ListDescription<Op> } | { state: DescribedListState<Op> }),
) {
  return 'state' in props ? <DescribedListView {...props} /> : <OwnDescribedList {...props} />;
}

function OwnDescribedList<Op extends PagedOperationId>({
  description,
  toolbarEnd,
}: Own & { description: ListDescription<Op> }) {
  return <DescribedListView state={useDescribedList(description)} toolbarEnd={toolbarEnd} />;
}

function DescribedListView<Op extends PagedOperationId>({
  state: { description, params, paged },
  toolbarEnd,
}: Own & { state: DescribedListState<Op> }) {
  const filters = filtersOf(description);
  const values = params.filters as Record<string, unknown>;
  /** A filter's field: its value as the URL spells it, `''` for none (`Semua`). */
  const field = ([name, filter]: [string, ListFilter<unknown>]) => ({
    label: filter.label,
    value: values[name] === undefined ? '' : filter.codec.format(values[name]),
    onValueChange: (raw: string) =>
      params.setFilters({
        [name]: raw === '' ? undefined : filter.codec.parse(raw),
      } as typeof params.filters),
  });
  const { noun } = description;
  const empty = params.narrowed
    ? `Tidak ada ${noun} yang cocok.`
    : (description.empty ?? `Belum ada ${noun}.`);
  // What the page reads: the URL's query within the description's scope (the participants'
  // event), so the export and "select all that match" reach exactly the rows the list shows.
  const bulk = useBulkSelection<PageRow<Op>>(
    {
      kind: 'paged',
      operation: description.operation,
      query: scopedQuery(description, params.query),
    },
    paged.list,
  );
  // The person's columns (docs/engineering.md#saved-views-and-columns): the table, its cards
  // and, when asked, the export take them.
  const columns = useListColumns(description.operation, description.columns);
  useDefaultView(description);
  const end = (
    <>
      {toolbarEnd}
      <PrefsButtons description={description} params={params} columns={columns} />
      {description.noExport ? null : (
        <ExportButton
          description={description}
          {...(columns.customized ? { shown: columns.shown } : {})}
          bulk={bulk}
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
      {...bulkTableProps(description, bulk)}
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
            {filters.map((entry) => {
              const [name, filter] = entry;
              if (filter.kind === 'select') {
                return <FilterSelect key={name} {...field(entry)} options={filter.options} />;
              }
              // A range's two ends share one field, its start's (`rangeLabel`).
              if (filters.some(([other]) => other === filter.notBefore)) return null;
              const rangeEnd = filters.find(([other]) => other === filter.notAfter);
              const label = (rangeEnd && filter.rangeLabel) ?? filter.label;
              return (
                <Suspense key={name} fallback={<FilterPlaceholder label={label} />}>
                  {rangeEnd ? (
                    <FilterDateRange label={label} from={field(entry)} to={field(rangeEnd)} />
                  ) : (
                    <FilterDate {...field(entry)} />
                  )}
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
