import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatPoint,
  formatRupiah,
  parseAmount,
  parseDate,
} from './format';

describe('formatRupiah', () => {
  it('writes Rp, one regular space and dot thousands separators', () => {
    expect(formatRupiah(1500000)).toBe('Rp 1.500.000');
    expect(formatRupiah(1500000)).toBe('Rp\u00201.500.000');
    expect(formatRupiah(999)).toBe('Rp 999');
  });

  it('handles zero and negatives', () => {
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(-0)).toBe('Rp 0');
    expect(formatRupiah(-2500)).toBe('-Rp 2.500');
    expect(formatRupiah(-0.4)).toBe('Rp 0');
  });

  it('accepts numeric strings with thousands commas', () => {
    expect(formatRupiah('1,250,000')).toBe('Rp 1.250.000');
    expect(formatRupiah('750000')).toBe('Rp 750.000');
    expect(formatRupiah(' 42 ')).toBe('Rp 42');
  });

  it('rounds to whole rupiah', () => {
    expect(formatRupiah(1234.5)).toBe('Rp 1.235');
    expect(formatRupiah('10000.49')).toBe('Rp 10.000');
  });

  it('shows a dash for missing or unreadable values', () => {
    expect(formatRupiah(null)).toBe('-');
    expect(formatRupiah(undefined)).toBe('-');
    expect(formatRupiah('')).toBe('-');
    expect(formatRupiah('abc')).toBe('-');
    expect(formatRupiah(Number.NaN)).toBe('-');
  });
});

describe('parseAmount / formatNumber', () => {
  it('strips commas and rejects non-numbers', () => {
    expect(parseAmount('1,000')).toBe(1000);
    expect(parseAmount('1.5')).toBe(1.5);
    expect(parseAmount('x')).toBeNull();
    expect(parseAmount(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('groups thousands with dots', () => {
    expect(formatNumber(1250)).toBe('1.250');
    expect(formatNumber('12,345')).toBe('12.345');
    expect(formatNumber(null)).toBe('-');
  });
});

describe('formatDate / formatDateTime', () => {
  it('formats in Asia/Jakarta with the id locale', () => {
    expect(formatDate('2026-10-14T02:30:00Z')).toBe('14 Okt 2026');
    expect(formatDateTime('2026-10-14T02:30:00Z')).toBe('14 Okt 2026, 09.30');
  });

  it('crosses midnight into the Jakarta day', () => {
    // 20:00 UTC on the 13th is 03:00 on the 14th in Jakarta.
    expect(formatDate('2026-10-13T20:00:00Z')).toBe('14 Okt 2026');
    expect(formatDateTime('2026-10-13T20:00:00Z')).toBe('14 Okt 2026, 03.00');
  });

  it('reads zone-less API timestamps as Jakarta time', () => {
    expect(formatDateTime('2026-10-14 09:30:00')).toBe('14 Okt 2026, 09.30');
    expect(formatDateTime('2026-10-14T23:05')).toBe('14 Okt 2026, 23.05');
    expect(formatDate('2026-05-01')).toBe('1 Mei 2026');
    expect(parseDate('2026-05-01')?.toISOString()).toBe('2026-04-30T17:00:00.000Z');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const date = new Date('2026-12-31T16:59:00Z');
    expect(formatDateTime(date)).toBe('31 Des 2026, 23.59');
    expect(formatDate(date.getTime())).toBe('31 Des 2026');
  });

  it('shows a dash for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate('not a date')).toBe('-');
    expect(formatDateTime(undefined)).toBe('-');
  });
});

describe('formatPoint', () => {
  it('uses the singular only for one', () => {
    expect(formatPoint(1)).toBe('1 point');
    expect(formatPoint(0)).toBe('0 points');
    expect(formatPoint(2)).toBe('2 points');
    expect(formatPoint(1500)).toBe('1.500 points');
    expect(formatPoint('25')).toBe('25 points');
    expect(formatPoint(null)).toBe('-');
  });
});
