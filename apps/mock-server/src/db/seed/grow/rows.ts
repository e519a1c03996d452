import { Random } from '../../random';

/** Rows each big list holds in the `large` scenario: a list to page, search and export at scale. */
export const LARGE_ROWS = 10_000;

/**
 * The random stream of the n-th row a growth adds to a list: named by the list, the seed number
 * and n, so that row is the same on every run whatever was grown before it, and another seed
 * number makes another row.
 */
export function growthRandom(list: string, seed: number, n: number): Random {
  return Random.forArea(`${list}-growth:${seed}:${n}`);
}

/** The highest id of a table, 0 when empty: counted once per growth, not per added row. */
export function maxId(rows: readonly { readonly id: number }[]): number {
  let max = 0;
  for (const row of rows) if (row.id > max) max = row.id;
  return max;
}
