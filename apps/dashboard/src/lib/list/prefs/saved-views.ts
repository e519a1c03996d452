import type { PagedOperationId } from '@backoffice/sdk';
import { notify } from '../../notify';
import { filtersOf } from '../list-description';
import {
  type ListParams,
  type ListParamsSpec,
  readListParams,
  writeListParams,
} from '../list-params';
import { readListPrefs, type SavedView, updateListPrefs, type ViewList } from './list-prefs-store';

// Saved views (docs/engineering.md#saved-views-and-columns): a view's link is the list's URL
// with its search and filters, the list's tab included.

export function viewOf(
  description: ViewList,
  params: Pick<ListParams<PagedOperationId>, 'search' | 'filters'>,
): Pick<SavedView, 'search' | 'filters'> {
  const values = params.filters as Record<string, unknown>;
  const filters: Record<string, string> = {};
  for (const [name, filter] of filtersOf(description)) {
    const value = values[name];
    if (value !== undefined) filters[name] = filter.codec.format(value);
  }
  return { search: params.search, filters };
}

/** Whether the list shows `view` now (`now`: its search and filters as `viewOf` spells them). */
export function showsView(now: Pick<SavedView, 'search' | 'filters'>, view: SavedView): boolean {
  const names = new Set([...Object.keys(now.filters), ...Object.keys(view.filters)]);
  return (
    now.search === view.search &&
    [...names].every((name) => now.filters[name] === view.filters[name])
  );
}

/**
 * The view's URL; a filter the list no longer has, or a value its codec no longer reads, is left
 * out: `dropped` names them (by label when the list still has the filter), `kept` is the view
 * without them, to store back.
 */
export function openView(
  description: ViewList,
  path: string,
  view: SavedView,
  /** A query string whose other parameters stay (another tab's list); by default none but the tab. */
  keep?: string,
) {
  const known = new Map(filtersOf(description));
  const filters: Record<string, unknown> = {};
  const keptFilters: Record<string, string> = {};
  const dropped: string[] = [];
  for (const [name, text] of Object.entries(view.filters)) {
    const filter = known.get(name);
    const value = filter?.codec.parse(text);
    if (filter === undefined || value === undefined) {
      dropped.push(filter?.label ?? name);
    } else {
      filters[name] = value;
      keptFilters[name] = text;
    }
  }
  // writeListParams keeps the other parameters of `base`: the list's tab, spelled as ListTabs does.
  const base = keep ?? (description.tab === undefined ? '' : `tab=${description.tab}`);
  const href = writeListParams(path, base, specOf(description), {
    search: view.search,
    filters: filters as never,
  });
  return { href, dropped, kept: { ...view, filters: keptFilters } };
}

export function droppedNote(view: SavedView, dropped: readonly string[]): string {
  return `Filter ${dropped.join(', ')} tidak tersedia lagi dan dilewati saat membuka tampilan “${view.name}”.`;
}

/** Whether the URL sets any of the list's own parameters; a value the list does not read is none. */
export function holdsListParams(description: ViewList, search: string): boolean {
  const read = (query: string) => JSON.stringify(readListParams(query, specOf(description)));
  return read(search) !== read('');
}

/** The default view's URL when the list was opened with none of its own parameters. */
export function openDefaultView(description: ViewList, path: string, search: string) {
  const key = description.operation;
  const prefs = readListPrefs(key);
  const view = prefs.views.find((each) => each.id === prefs.defaultView);
  if (view === undefined || holdsListParams(description, search)) return null;
  const opened = openView(description, path, view, search);
  forgetDropped(key, view, opened);
  return opened.href;
}

export function forgetDropped(key: string, view: SavedView, opened: ReturnType<typeof openView>) {
  if (opened.dropped.length === 0) return;
  updateListPrefs(key, (known) => ({
    ...known,
    views: known.views.map((each) => (each.id === view.id ? opened.kept : each)),
  }));
  notify.success(droppedNote(view, opened.dropped));
}

/** A description of any operation, whose filters hold their codecs. */
function specOf(description: ViewList) {
  return description as ListParamsSpec<PagedOperationId>;
}
