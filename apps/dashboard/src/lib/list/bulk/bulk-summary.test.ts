import { bulkSummary, bulkUndoText, summaryIsError } from './bulk-summary';

describe('bulkSummary', () => {
  it.each([
    [{ succeeded: 12, failed: 2, notReached: 0 }, '12 berhasil, 2 gagal', true],
    [{ succeeded: 12, failed: 0, notReached: 0 }, '12 berhasil', false],
    [{ succeeded: 0, failed: 2, notReached: 0 }, '2 gagal', true],
    [{ succeeded: 5, failed: 0, notReached: 7 }, '5 berhasil, 7 dibatalkan', false],
    [{ succeeded: 5, failed: 1, notReached: 6 }, '5 berhasil, 1 gagal, 6 dibatalkan', true],
    [{ succeeded: 1234, failed: 0, notReached: 0 }, '1.234 berhasil', false],
  ])('%o reads "%s"', (counts, text, isError) => {
    expect(bulkSummary(counts)).toBe(text);
    expect(summaryIsError(counts)).toBe(isError);
  });
});

describe('bulkUndoText', () => {
  it.each([
    [40, 'user', 'Nonaktifkan', '40 user dinonaktifkan'],
    [3, 'user', 'Aktifkan', '3 user diaktifkan'],
    [1234, 'voucher', 'Hapus', '1.234 voucher dihapus'],
    [2, 'redeem', 'Terima', '2 redeem diterima'],
    [2, 'pendaftaran', 'Tolak', '2 pendaftaran ditolak'],
  ])('%i %s, %s reads "%s"', (count, noun, label, text) => {
    expect(bulkUndoText(count, noun, label)).toBe(text);
  });
});
