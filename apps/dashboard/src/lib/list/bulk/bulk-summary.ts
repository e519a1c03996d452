import { formatNumber } from '@backoffice/ui';

export type BulkCounts = { succeeded: number; failed: number; notReached: number };

/**
 * The one toast after a bulk action (docs/product.md#messages): the counts that are not zero, in
 * the order done, failed, not reached: `12 berhasil, 2 gagal`; `12 berhasil` when every call
 * succeeded, `2 gagal` when every one failed, `5 berhasil, 7 dibatalkan` after Cancel.
 */
export function bulkSummary({ succeeded, failed, notReached }: BulkCounts): string {
  const parts: string[] = [];
  if (succeeded > 0) parts.push(`${formatNumber(succeeded)} berhasil`);
  if (failed > 0) parts.push(`${formatNumber(failed)} gagal`);
  if (notReached > 0) parts.push(`${formatNumber(notReached)} dibatalkan`);
  return parts.join(', ');
}

/** A toast is red when a row failed; a run that only stopped early is not an error. */
export function summaryIsError({ failed }: BulkCounts): boolean {
  return failed > 0;
}

/**
 * What a bulk action's undo toast says changed (docs/product.md#messages): the count, the noun
 * and the action's verb as done, `di` + the verb (`Nonaktifkan` → `40 user dinonaktifkan`,
 * `Hapus` → `3 voucher dihapus`, `Terima` → `diterima`, `Tolak` → `ditolak`).
 */
export function bulkUndoText(count: number, noun: string, label: string): string {
  return `${formatNumber(count)} ${noun} di${label.toLowerCase()}`;
}
