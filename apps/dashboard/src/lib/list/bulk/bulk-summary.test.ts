import { bulkSummary, summaryIsError } from './bulk-summary';

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
