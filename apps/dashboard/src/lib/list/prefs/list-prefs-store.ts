import type { PagedOperationId } from '@backoffice/sdk';
import { useSyncExternalStore } from 'react';
import { listeners } from '../../listeners';
import { ACCOUNT_NAME_KEY, readSession, subscribeSession } from '../../session';
import { readStored, writeStored } from '../../stored';
import type { ListDescription } from '../list-description';

/**
 * What a person keeps of each list in this browser (docs/engineering.md#saved-views-and-columns,
 * ADR 0155): a version it does not know, or a document it cannot read, starts empty.
 */

/** A change of the document's shape raises it. */
export const LIST_PREFS_VERSION = 1;

/**
 * The list's search and filters as the URL spells them, so a filter the list no longer takes is
 * found and dropped when the view is opened (saved-views.ts) instead of breaking it.
 */
export type SavedView = {
  id: string;
  name: string;
  search: string;
  filters: Record<string, string>;
};

/** The columns shown, in their order, by id; columns the list gained since come after them. */
export type ColumnLayout = { order: string[]; hidden: string[] };

export type ListPrefs = {
  views: SavedView[];
  defaultView: string | null;
  /** null: the description's own. */
  columns: ColumnLayout | null;
};

/** What the kit reads of a list's description for its preferences, whatever its operation. */
export type ViewList = Pick<
  ListDescription<PagedOperationId>,
  'operation' | 'prefix' | 'tab' | 'search'
> & {
  filters?: object;
};

const NO_PREFS: ListPrefs = { views: [], defaultView: null, columns: null };

/** The signed-in person's e-mail (lib/session.ts), else (a session from before it was recorded) their role. */
export function prefsStorageKey(): string {
  return `list-prefs:${readStored(ACCOUNT_NAME_KEY) ?? `role:${readSession().role ?? ''}`}`;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readView(value: unknown): SavedView | null {
  if (!isRecord(value)) return null;
  const { id, name, search, filters } = value;
  if (!isString(id) || !isString(name) || !isString(search) || !isRecord(filters)) return null;
  const texts = Object.entries(filters).filter((entry): entry is [string, string] =>
    isString(entry[1]),
  );
  return { id, name, search, filters: Object.fromEntries(texts) };
}

function readColumns(value: unknown): ColumnLayout | null {
  if (!isRecord(value)) return null;
  const { order, hidden } = value;
  if (!Array.isArray(order) || !Array.isArray(hidden)) return null;
  return { order: order.filter(isString), hidden: hidden.filter(isString) };
}

function readList(value: unknown): ListPrefs {
  if (!isRecord(value)) return NO_PREFS;
  const views = Array.isArray(value.views)
    ? value.views.map(readView).filter((view) => view !== null)
    : [];
  const defaultView =
    isString(value.defaultView) && views.some((view) => view.id === value.defaultView)
      ? value.defaultView
      : null;
  return { views, defaultView, columns: readColumns(value.columns) };
}

export function parsePrefs(text: string | null): Record<string, ListPrefs> {
  if (text === null) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed) || parsed.version !== LIST_PREFS_VERSION || !isRecord(parsed.lists)) {
      return {};
    }
    return Object.fromEntries(
      Object.entries(parsed.lists).map(([list, prefs]) => [list, readList(prefs)]),
    );
  } catch {
    return {};
  }
}

const changes = listeners();
/** Kept until a change: a list reads its preferences on every render, and storage is slow. */
let cache: Record<string, ListPrefs> | null = null;

function changed(): void {
  cache = null;
  changes.notify();
}

subscribeSession(changed);
// Another tab that saves a view or changes the columns: this one follows.
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key.startsWith('list-prefs:')) changed();
});

function readAll(): Record<string, ListPrefs> {
  // Storage off: no saved views, the list's own columns.
  cache ??= parsePrefs(readStored(prefsStorageKey()));
  return cache;
}

export function readListPrefs(list: string): ListPrefs {
  return readAll()[list] ?? NO_PREFS;
}

/** Answers false when the browser refused to store them. */
export function updateListPrefs(list: string, change: (prefs: ListPrefs) => ListPrefs): boolean {
  // Each list's preferences under its operation, which one list reads.
  const lists = { ...readAll(), [list]: change(readListPrefs(list)) };
  const document = { version: LIST_PREFS_VERSION, lists };
  if (!writeStored(prefsStorageKey(), JSON.stringify(document))) return false;
  changed();
  return true;
}

export function useListPrefs(list: string): ListPrefs {
  return useSyncExternalStore(changes.subscribe, () => readListPrefs(list));
}
