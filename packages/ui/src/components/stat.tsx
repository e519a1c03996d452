import type * as React from 'react';
import { cn } from '../lib/cn';
import { Skeleton } from './skeleton';

export type StatProps = {
  label: React.ReactNode;
  /** The figure, already formatted (`formatRupiah(income)`, `formatNumber(members)`). */
  value: React.ReactNode;
  hint?: React.ReactNode;
  icon?: React.ReactNode;
  /** Shows a placeholder instead of the value. */
  loading?: boolean;
  /** Its place in a StatGrid (`sm:col-span-2`). */
  className?: string;
};

/**
 * One dashboard figure in a card. The icon sits in the top right corner beside the label, so the
 * value below has the card's whole width: never cut nor wrapped (`1.234…` reads as another number).
 */
export function Stat({ label, value, hint, icon, loading = false, className }: StatProps) {
  return (
    <div
      data-slot="stat"
      aria-busy={loading || undefined}
      className={cn(
        'relative rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5',
        className,
      )}
    >
      {icon ? (
        <div
          data-slot="stat-icon"
          aria-hidden="true"
          className="absolute top-4 right-4 flex sm:top-5 sm:right-5 size-10 items-center justify-center rounded-lg bg-info text-info-foreground [&_svg:not([class*='size-'])]:size-5"
        >
          {icon}
        </div>
      ) : null}
      <dl className="grid gap-1">
        {/* As tall as the icon beside it, and clear of it: the value starts below both. */}
        <dt
          data-slot="stat-label"
          className={cn(
            'text-muted-foreground text-sm',
            icon && 'flex min-h-10 items-center pe-14',
          )}
        >
          {label}
        </dt>
        <dd
          data-slot="stat-value"
          className="whitespace-nowrap font-semibold text-xl tabular-nums sm:text-2xl"
        >
          {loading ? (
            <>
              <Skeleton className="h-7 w-32 sm:h-8" />
              <span className="sr-only">Memuat</span>
            </>
          ) : (
            value
          )}
        </dd>
        {hint ? (
          <dd data-slot="stat-hint" className="text-muted-foreground text-xs wrap-anywhere">
            {hint}
          </dd>
        ) : null}
      </dl>
    </div>
  );
}

/**
 * A dashboard's figures, named as one region, loading together: two to a row from the narrowest
 * phone unless `columns` says otherwise (money too wide for half a phone: `grid-cols-1`).
 */
export function StatGrid({
  label,
  figures,
  loading,
  columns = 'grid-cols-2',
}: {
  label: string;
  /** Each a Stat without its loading, which the grid gives every card. */
  figures: readonly Omit<StatProps, 'loading'>[];
  loading: boolean;
  columns?: string | undefined;
}) {
  return (
    <section aria-label={label} className={cn('grid gap-3 sm:gap-4', columns)}>
      {figures.map((figure) => (
        <Stat key={String(figure.label)} {...figure} loading={loading} />
      ))}
    </section>
  );
}
