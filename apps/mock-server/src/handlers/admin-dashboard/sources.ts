import { db } from '../../db/store';
import { dayOf } from './period';

/** A row of a table the dashboard reads without knowing its area's type. */
export type Row = Readonly<Record<string, unknown>>;

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null;
}

/**
 * The rows of the store's table `name`, or undefined when it has none. Looked up by name on
 * every call, so a table another area registers later (or that a test adds) counts from then on
 * without a change here.
 */
export function tableRows(name: string): readonly Row[] | undefined {
  const table: unknown = Reflect.get(db, name);
  return Array.isArray(table) ? table.filter(isRow) : undefined;
}

/** Rows that existed at the end of `end` (their `date` on or before it) and match `where`. */
export function countAsOf<T>(
  rows: readonly T[],
  date: (row: T) => unknown,
  end: string,
  where: (row: T) => boolean = () => true,
): number {
  let count = 0;
  for (const row of rows) {
    const day = dayOf(date(row));
    if (day !== null && day <= end && where(row)) count++;
  }
  return count;
}

export function numberField(row: Row, field: string): number {
  const value = row[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}
