import { formatNumber } from '@backoffice/ui';

/** Calls under way at once: enough to finish a page quickly, few enough not to flood the server. */
export const BULK_CONCURRENCY = 4;

type BulkOutcome<Row> = {
  succeeded: Row[];
  failed: { row: Row; error: unknown }[];
  /** Rows never sent: stopped before their turn. */
  notReached: Row[];
};

type RunBulkOptions = {
  concurrency?: number;
  /** Asked before each call: true sends no more, and lets the calls under way finish (Cancel). */
  shouldStop?: () => boolean;
  /** After each call's answer: how many have answered. */
  onProgress?: (settled: number) => void;
};

/**
 * Runs `run` for each row, at most `concurrency` at a time, in the rows' order. A failed call
 * does not stop the others; nothing that succeeded is undone. The API has only per-row calls
 * (docs/decisions/0100-bulk-actions-run-per-row-calls-in-the-browser.md).
 */
export async function runBulk<Row>(
  rows: readonly Row[],
  run: (row: Row) => Promise<unknown>,
  { concurrency = BULK_CONCURRENCY, shouldStop, onProgress }: RunBulkOptions = {},
): Promise<BulkOutcome<Row>> {
  const outcome: BulkOutcome<Row> = { succeeded: [], failed: [], notReached: [] };
  let next = 0;
  let settled = 0;

  const worker = async () => {
    while (next < rows.length) {
      if (shouldStop?.()) return;
      const row = rows[next] as Row;
      next += 1;
      try {
        await run(row);
        outcome.succeeded.push(row);
      } catch (error) {
        outcome.failed.push({ row, error });
      }
      settled += 1;
      onProgress?.(settled);
    }
  };

  const workers = Math.max(1, Math.min(concurrency, rows.length));
  await Promise.all(Array.from({ length: workers }, worker));
  outcome.notReached.push(...rows.slice(next));
  return outcome;
}

/**
 * The one toast after a bulk action (docs/product.md#messages): the counts that are not zero, in
 * the order done, failed, not reached: `12 berhasil, 2 gagal`; `12 berhasil` when every call
 * succeeded, `2 gagal` when every one failed, `5 berhasil, 7 dibatalkan` after Cancel. It is red
 * when a row failed; a run that only stopped early is not an error.
 */
export function bulkSummary({ succeeded, failed, notReached }: BulkOutcome<unknown>) {
  const parts: string[] = [];
  if (succeeded.length > 0) parts.push(`${formatNumber(succeeded.length)} berhasil`);
  if (failed.length > 0) parts.push(`${formatNumber(failed.length)} gagal`);
  if (notReached.length > 0) parts.push(`${formatNumber(notReached.length)} dibatalkan`);
  return { text: parts.join(', '), error: failed.length > 0 };
}

/**
 * What a bulk action's undo toast says changed (docs/product.md#messages): the count, the noun
 * and the action's verb as done, `di` + the verb (`Nonaktifkan` → `40 user dinonaktifkan`,
 * `Hapus` → `3 voucher dihapus`, `Terima` → `diterima`, `Tolak` → `ditolak`).
 */
export function bulkUndoText(count: number, noun: string, label: string): string {
  return `${formatNumber(count)} ${noun} di${label.toLowerCase()}`;
}
