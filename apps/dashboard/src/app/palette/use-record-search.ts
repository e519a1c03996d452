import type { PagedOperationId } from '@backoffice/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { QueryOf } from '@/lib/list/list-params';
import { type ListPageAnswer, listQueryOptions } from '@/lib/list/list-query';
import type { RecordKind } from './record-kinds';

/** Records are searched from this many typed characters on: one letter matches half the data. */
export const MIN_RECORD_SEARCH = 2;
const RECORD_SEARCH_DEBOUNCE_MS = 250;
/** Rows shown per kind: enough to pick from, few enough that every kind stays in view. */
const RECORDS_PER_KIND = 5;

/** One kind's answer: its first rows, or that its search failed. */
export type KindResult = { kind: RecordKind; rows: unknown[] | null };

/** `value`, once it has stopped changing for `ms`. */
function useDebounced(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The first rows of one kind matching `text`, through the list's own query (the SDK call the
 * list page makes, `listQueryOptions`), under the palette search's AbortSignal, tried again as
 * every read is (lib/api-client.ts). A failure is the kind's alone: its rows are null and the
 * other kinds still answer.
 */
async function searchKind(kind: RecordKind, text: string, signal: AbortSignal) {
  const { operation } = kind.description;
  const query = { page: 1, limit: RECORDS_PER_KIND, search: text } as QueryOf<PagedOperationId>;
  const options = listQueryOptions(operation, query);
  try {
    // openapi-react-query's query function reads the key and the signal only.
    const context = { queryKey: options.queryKey, signal } as Parameters<typeof options.queryFn>[0];
    const answer = await options.queryFn(context);
    const page = options.select?.(answer) as ListPageAnswer<PagedOperationId>;
    return { kind, rows: page.data };
  } catch (error) {
    if (signal.aborted) throw error;
    return { kind, rows: null };
  }
}

/**
 * Searches every kind for `text` in one query, after a pause in typing: the previous text's
 * query, left without an observer, is cancelled, its AbortSignal aborting every kind's request
 * and wait at once. `searched` is the text the results are for.
 */
export function useRecordSearch(
  kinds: readonly RecordKind[] | null,
  text: string,
  enabled: boolean,
) {
  const trimmed = text.trim();
  const debounced = useDebounced(trimmed, RECORD_SEARCH_DEBOUNCE_MS);
  const wanted =
    enabled && kinds !== null && debounced.length >= MIN_RECORD_SEARCH && debounced === trimmed
      ? debounced
      : '';
  const search = useQuery({
    queryKey: ['palette', kinds?.map((kind) => kind.description.operation), wanted],
    queryFn: ({ signal }) =>
      Promise.all((kinds ?? []).map((kind) => searchKind(kind, wanted, signal))),
    enabled: wanted !== '',
    staleTime: 30_000,
  });
  return search.data === undefined || wanted === ''
    ? { searched: '', results: null }
    : { searched: wanted, results: search.data };
}
