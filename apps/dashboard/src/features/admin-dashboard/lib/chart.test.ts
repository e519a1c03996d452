import type { AdminDashboardPoint } from '@backoffice/sdk';
import { axisTicks, chartSummary, formatAxisValue, labelIndexes } from './chart';

const series: AdminDashboardPoint[] = [
  { date: '2026-10-01', label: '1 Okt', transactions: 130, revenue: 58200000 },
  { date: '2026-10-02', label: '2 Okt', transactions: 151, revenue: 70100000 },
  { date: '2026-10-03', label: '3 Okt', transactions: 131, revenue: 58200000 },
];

describe('chart helpers', () => {
  it('puts gridlines on round values above the highest point', () => {
    expect(axisTicks(151)).toEqual([0, 50, 100, 150, 200]);
    expect(axisTicks(70100000)).toEqual([0, 20000000, 40000000, 60000000, 80000000]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3, 4]);
    expect(axisTicks(0)).toEqual([0, 1, 2, 3, 4]);
  });

  it('labels at most eight days, always the first and the last', () => {
    expect([...labelIndexes(3)]).toEqual([0, 1, 2]);
    const month = labelIndexes(31);
    expect(month.size).toBeLessThanOrEqual(8);
    expect(month.has(0)).toBe(true);
    expect(month.has(30)).toBe(true);
    const year = labelIndexes(366);
    expect(year.size).toBeLessThanOrEqual(8);
    expect(year.has(365)).toBe(true);
  });

  it('shortens axis values', () => {
    expect(formatAxisValue('revenue', 60000000)).toBe('Rp 60\u00a0jt');
    expect(formatAxisValue('transactions', 150)).toBe('150');
  });

  it('summarises the series for assistive tech', () => {
    expect(chartSummary('revenue', series)).toBe(
      'Pendapatan harian 1 Okt 2026 sampai 3 Okt 2026: total Rp 186.500.000, ' +
        'tertinggi Rp 70.100.000 pada 2 Okt 2026, terendah Rp 58.200.000 pada 1 Okt 2026.',
    );
    expect(chartSummary('transactions', series)).toContain('total 412');
    const quiet = series.map((point) => ({ ...point, transactions: 0, revenue: 0 }));
    expect(chartSummary('transactions', quiet)).toBe(
      'Transaksi harian 1 Okt 2026 sampai 3 Okt 2026: tidak ada transaksi.',
    );
    expect(chartSummary('transactions', [])).toBe(
      'Transaksi harian: tidak ada data pada periode ini.',
    );
  });
});
