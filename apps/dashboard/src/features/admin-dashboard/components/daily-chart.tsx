import type { AdminDashboardPoint } from '@backoffice/sdk';
import { Button, formatDate, Skeleton } from '@backoffice/ui';
import { useId, useRef, useState } from 'react';
import {
  axisTicks,
  type ChartMetric,
  chartSummary,
  formatAxisValue,
  formatMetric,
  labelIndexes,
  METRIC_LABELS,
} from '../lib/chart';
import { useElementWidth } from '../lib/use-element-width';
import { SeriesTable } from './series-table';

// Drawn at the container's own width, so the 11px labels stay 11px on a phone.
const DEFAULT_WIDTH = 720;
const MIN_WIDTH = 280;
/** The drawing's height in px: the `h-65` of its box and of the placeholder's. */
const HEIGHT = 260;
const PAD = { top: 12, right: 8, bottom: 28, left: 72 };
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
/** Room one day label needs on the axis. */
const LABEL_SPACE = 80;

const CHART_CARD = 'grid gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm';

/**
 * The chart's place while the figures load: the same card, header, drawing and disclosure
 * heights, so the figures under it do not move when it arrives.
 */
export function DailyChartPlaceholder() {
  return (
    <div className={CHART_CARD}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Skeleton className="h-6 w-40" />
        <Skeleton radius="lg" className="h-[2.625rem] w-48" />
      </div>
      <Skeleton className="h-65 w-full" />
      <Skeleton className="h-5 w-56" />
    </div>
  );
}

/**
 * The period's daily revenue or transaction count as bars. Hand-written SVG (ADR 0060): the
 * chart is one `role="img"` with a summary as its name; the numbers are in a table below it.
 */
export function DailyChart({ series }: { series: readonly AdminDashboardPoint[] }) {
  const [metric, setMetric] = useState<ChartMetric>('revenue');
  const titleId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const width = Math.max(MIN_WIDTH, useElementWidth(frame, DEFAULT_WIDTH));
  const plotWidth = width - PAD.left - PAD.right;
  const max = Math.max(0, ...series.map((point) => point[metric]));
  // A period without a single sale gets a baseline and a note, not a made-up 0–4 scale.
  const empty = max === 0;
  const ticks = empty ? [0] : axisTicks(max);
  const top = ticks[ticks.length - 1] ?? 0;
  const slot = series.length > 0 ? plotWidth / series.length : plotWidth;
  const barWidth = Math.max(1, slot * 0.7);
  const labelled = labelIndexes(series.length, Math.max(2, Math.floor(plotWidth / LABEL_SPACE)));
  // With labels left out, the end labels hug the edges instead of centring past them.
  const thinned = labelled.size < series.length;
  const y = (value: number) => PAD.top + PLOT_H - (top === 0 ? 0 : (value / top) * PLOT_H);

  return (
    <section aria-labelledby={titleId} className={CHART_CARD}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={titleId} className="font-semibold text-base">
          {METRIC_LABELS[metric]} harian
        </h3>
        {/* biome-ignore lint/a11y/useSemanticElements: a toolbar of toggle buttons, not a fieldset of inputs */}
        <div role="group" aria-label="Data grafik" className="flex gap-1 rounded-lg border p-1">
          {(Object.keys(METRIC_LABELS) as ChartMetric[]).map((option) => (
            <Button
              key={option}
              type="button"
              size="sm"
              variant={option === metric ? 'secondary' : 'ghost'}
              aria-pressed={option === metric}
              onClick={() => setMetric(option)}
            >
              {METRIC_LABELS[option]}
            </Button>
          ))}
        </div>
      </div>
      <div ref={frame}>
        <svg
          role="img"
          aria-label={chartSummary(metric, series)}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          // A fixed height, not one from the viewBox's ratio: that ratio is the default width's
          // until the frame is measured, and the box would grow once it is.
          className="h-65 w-full overflow-visible"
        >
          <g className="fill-muted-foreground text-[11px]">
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={PAD.left}
                  x2={width - PAD.right}
                  y1={y(tick)}
                  y2={y(tick)}
                  className="stroke-border"
                  strokeDasharray={tick === 0 ? undefined : '3 3'}
                />
                <text x={PAD.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                  {formatAxisValue(metric, tick)}
                </text>
              </g>
            ))}
          </g>
          {empty ? (
            <text
              x={PAD.left + plotWidth / 2}
              y={PAD.top + PLOT_H / 2}
              textAnchor="middle"
              className="fill-muted-foreground text-sm"
            >
              Tidak ada {METRIC_LABELS[metric].toLowerCase()} pada periode ini
            </text>
          ) : null}
          <g className="fill-secondary dark:fill-link">
            {series.map((point, index) => {
              const value = point[metric];
              const barY = y(value);
              return (
                <rect
                  key={point.date}
                  data-date={point.date}
                  x={PAD.left + index * slot + (slot - barWidth) / 2}
                  y={barY}
                  width={barWidth}
                  height={Math.max(0, PAD.top + PLOT_H - barY)}
                  rx={Math.min(3, barWidth / 3)}
                  className="transition-colors hover:fill-primary"
                >
                  <title>{`${formatDate(point.date)}: ${formatMetric(metric, value)}`}</title>
                </rect>
              );
            })}
          </g>
          <g className="fill-muted-foreground text-[11px]">
            {series.map((point, index) =>
              labelled.has(index) ? (
                <text
                  key={point.date}
                  x={PAD.left + index * slot + slot / 2}
                  y={HEIGHT - 8}
                  textAnchor={
                    index === 0 && thinned
                      ? 'start'
                      : index === series.length - 1 && thinned
                        ? 'end'
                        : 'middle'
                  }
                >
                  {point.label}
                </text>
              ) : null,
            )}
          </g>
        </svg>
      </div>
      <SeriesTable series={series} />
    </section>
  );
}
