import type { AdminDashboardPoint } from '@backoffice/sdk';
import { formatDate, formatNumber, formatRupiah } from '@backoffice/ui';

export type ChartMetric = 'revenue' | 'transactions';

export const METRIC_LABELS: Record<ChartMetric, string> = {
  revenue: 'Pendapatan',
  transactions: 'Transaksi',
};

/** The full value of a metric, as the data table and the summary show it. */
export function formatMetric(metric: ChartMetric, value: number): string {
  return metric === 'revenue' ? formatRupiah(value) : formatNumber(value);
}

let compactFormat: Intl.NumberFormat | undefined;

/** Axis labels stay short: `58,2 jt`, `Rp 1,2 M`. */
export function formatAxisValue(metric: ChartMetric, value: number): string {
  compactFormat ??= new Intl.NumberFormat('id-ID', {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const short = compactFormat.format(value);
  return metric === 'revenue' ? `Rp ${short}` : short;
}

/**
 * The smallest "round" number (1, 2, 2.5 or 5 times a power of ten) that fits `count` equal
 * steps up to at least `max`, so the gridlines land on readable values.
 */
export function axisTicks(max: number, count = 4): number[] {
  if (!Number.isFinite(max) || max <= 0) return Array.from({ length: count + 1 }, (_, i) => i);
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ??
    10 * power;
  // Counts are whole: a step below 1 would label the axis 0.25, 0.5...
  const wholeStep = Math.max(step, 1);
  return Array.from({ length: count + 1 }, (_, i) => i * wholeStep);
}

/** Which of `total` points get an axis label, at most `maxLabels`, always the first and last. */
export function labelIndexes(total: number, maxLabels = 8): Set<number> {
  if (total <= 0) return new Set();
  if (total <= maxLabels) return new Set(Array.from({ length: total }, (_, i) => i));
  const step = Math.ceil((total - 1) / (maxLabels - 1));
  const indexes = new Set<number>();
  for (let i = 0; i < total; i += step) indexes.add(i);
  // The last label replaces one that would crowd it.
  if (!indexes.has(total - 1)) {
    const crowding = total - 1 - ((total - 1) % step);
    if (total - 1 - crowding < step / 2) indexes.delete(crowding);
    indexes.add(total - 1);
  }
  return indexes;
}

/** The chart's text alternative: period, total, highest and lowest day. */
export function chartSummary(metric: ChartMetric, series: readonly AdminDashboardPoint[]): string {
  const name = `${METRIC_LABELS[metric]} harian`;
  const first = series[0];
  const last = series[series.length - 1];
  if (first === undefined || last === undefined) return `${name}: tidak ada data pada periode ini.`;
  let high = first;
  let low = first;
  let total = 0;
  for (const point of series) {
    total += point[metric];
    if (point[metric] > high[metric]) high = point;
    if (point[metric] < low[metric]) low = point;
  }
  const period =
    first.date === last.date
      ? formatDate(first.date)
      : `${formatDate(first.date)} sampai ${formatDate(last.date)}`;
  if (total === 0) return `${name} ${period}: tidak ada ${METRIC_LABELS[metric].toLowerCase()}.`;
  return (
    `${name} ${period}: total ${formatMetric(metric, total)}, ` +
    `tertinggi ${formatMetric(metric, high[metric])} pada ${formatDate(high.date)}, ` +
    `terendah ${formatMetric(metric, low[metric])} pada ${formatDate(low.date)}.`
  );
}
