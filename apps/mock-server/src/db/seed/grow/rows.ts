import { Random } from '../../random';

/** Rows each big list holds in the `large` scenario: a list to page, search and export at scale. */
export const LARGE_ROWS = 10_000;

/** The n-th grown row's own stream: the same row on every run, whatever was grown before it. */
export function growthRandom(list: string, seed: number, n: number): Random {
  return Random.forArea(`${list}-growth:${seed}:${n}`);
}

/** The highest id of a table, 0 when empty: counted once per growth, not per added row. */
export function maxId(rows: readonly { readonly id: number }[]): number {
  let max = 0;
  for (const row of rows) if (row.id > max) max = row.id;
  return max;
}

/** The one loop of every growth: adds rows until the list of `listed` holds `total`; answers it. */
export function growRows<T extends { readonly id: number }>(
  table: T[],
  listed: number,
  total: number,
  stream: (n: number) => Random,
  make: (rng: Random, id: number) => T,
): number {
  let id = maxId(table);
  for (let n = listed + 1; n <= total; n++) table.push(make(stream(n), ++id));
  return Math.max(listed, total);
}
