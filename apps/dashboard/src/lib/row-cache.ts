import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { PagedAnswer } from './list/paged-list';

/** What a row mutation does to its row in the cached pages: change it, or take it out. */
export type RowChange<Row> = { kind: 'update'; apply: (row: Row) => Row } | { kind: 'remove' };

type Snapshot = [QueryKey, unknown][];

function isPaged(answer: unknown): answer is PagedAnswer<unknown> {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    Array.isArray((answer as { data?: unknown }).data) &&
    typeof (answer as { meta?: unknown }).meta === 'object'
  );
}

/** One cached page with the row changed; a removed row also leaves the totals. */
export function changeRowInPage<Row extends { id: number }>(
  answer: PagedAnswer<Row>,
  id: number,
  change: RowChange<Row>,
): PagedAnswer<Row> {
  if (!answer.data.some((row) => row.id === id)) return answer;
  if (change.kind === 'update') {
    return { ...answer, data: answer.data.map((row) => (row.id === id ? change.apply(row) : row)) };
  }
  return {
    data: answer.data.filter((row) => row.id !== id),
    meta: {
      ...answer.meta,
      totaldata: Math.max(0, answer.meta.totaldata - 1),
      totalDataOnPage: Math.max(0, answer.meta.totalDataOnPage - 1),
    },
  };
}

/**
 * Changes the row in every cached page of the lists under `listKeys` (every page, search and
 * filter of them) and answers what was there, to put back if the server refuses.
 */
export function changeRowEverywhere<Row extends { id: number }>(
  client: QueryClient,
  listKeys: readonly QueryKey[],
  id: number,
  change: RowChange<Row>,
): Snapshot {
  const snapshot: Snapshot = [];
  for (const queryKey of listKeys) {
    for (const [key, answer] of client.getQueriesData({ queryKey })) {
      if (!isPaged(answer)) continue;
      snapshot.push([key, answer]);
      client.setQueryData(key, changeRowInPage(answer as PagedAnswer<Row>, id, change));
    }
  }
  return snapshot;
}

export function restore(client: QueryClient, snapshot: Snapshot): void {
  for (const [key, answer] of snapshot) client.setQueryData(key, answer);
}
