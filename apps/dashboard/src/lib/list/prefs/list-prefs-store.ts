import type { PagedOperationId } from '@backoffice/sdk';
import { useSyncExternalStore } from 'react';
import { listeners } from '../../listeners';
import { ACCOUNT_NAME_KEY, readSession, subscribeSession } from '../../session';
import { readStored, writeStored } from '../../stored';

/**
 * What a person keeps of each list in this browser (docs/engineering.md#saved-views-and-columns,
 * ADR 0155): their saved views, the one opened by default, and the columns they show. One
 * localStorage key per account, a JSON document with a version: a reader that meets a version
 * it does not know, or a document it cannot read, starts empty rather than break the list.
 */

/** The document's version; a change of its shape raises it (and reads the older one over). */
export const LIST_PREFS_VERSION = 1;

/**
 * A saved view: the list's search and filters as the URL spells them (each filter's codec
 * text), so a filter the list no longer has, or a value it no longer takes, is found and dropped
 * when the view is opened (saved-views.ts) instead of breaking it.
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
  /** The view opened when the list is opened with none of its parameters. */
  defaultView: string | null;
  /** null: the description's columns, as it orders them. */
  columns: ColumnLayout | null;
};

type PrefsDocument = { version: number; lists: Record<string, ListPrefs> };

/** What the kit reads of a list's description for its preferences, whatever its operation. */
export type ViewList = {
  operation: PagedOperationId;
  filters?: object;
  prefix?: string;
  limit?: number;
  tab?: string;
  search?: true;
};

/** Where a list's preferences are filed: its operation, which one list reads. */
export function listPrefsKey(description: Pick<ViewList, 'operation'>): string {
  return description.operation;
}

/** Whether the list has anything a view keeps: a search or a filter. */
export function hasViews(description: ViewList): boolean {
  return description.search !== undefined || Object.keys(description.filters ?? {}).length > 0;
}

export const NO_PREFS: ListPrefs = { views: [], defaultView: null, columns: null };

/** The key of the signed-in person's document: their e-mail, else (a session from before it was recorded) their role. */
export function prefsStorageKey(): string {
  // The account's e-mail, when this browser's sign-in recorded it (lib/session.ts).
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

/** The stored document's lists; none when it is missing, unreadable or of another version. */
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
/**
 * What was read, kept until this tab writes, another tab's `storage` event or a sign-in says
 * it changed: a list reads its preferences on every render, and storage and cookies are slow
 * to read.
 */
let cache: Record<string, ListPrefs> | null = null;

function changed(): void {
  cache = null;
  changes.notify();
}

subscribeSession(changed);

function readAll(): Record<string, ListPrefs> {
  if (cache !== null) return cache;
  // Storage off: no saved views, the list's own columns.
  cache = parsePrefs(readStored(prefsStorageKey()));
  return cache;
}

/** A list's stored preferences (the same object while nothing changes). */
export function readListPrefs(list: string): ListPrefs {
  return readAll()[list] ?? NO_PREFS;
}

/** Changes one list's preferences; answers false when the browser refused to store them. */
export function updateListPrefs(list: string, change: (prefs: ListPrefs) => ListPrefs): boolean {
  const lists = { ...readAll(), [list]: change(readListPrefs(list)) };
  const document: PrefsDocument = { version: LIST_PREFS_VERSION, lists };
  if (!writeStored(prefsStorageKey(), JSON.stringify(document))) return false;
  changed();
  return true;
}

function subscribe(listener: () => void): () => void {
  const unsubscribe = changes.subscribe(listener);
  // Another tab that saves a view or changes the columns: this one follows.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('list-prefs:')) changed();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}

/** A list's preferences, following every change (this tab's and another's). */
export function useListPrefs(list: string): ListPrefs {
  return useSyncExternalStore(
    subscribe,
    () => readListPrefs(list),
    () => NO_PREFS,
  );
}
