import type * as React from 'react';
import { cn } from '../lib/cn';
import { Skeleton } from './skeleton';

export type StatProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  label: React.ReactNode;
  /** The figure, already formatted (`formatRupiah(income)`, `formatNumber(members)`). */
  value: React.ReactNode;
  hint?: React.ReactNode;
  icon?: React.ReactNode;
  /** Shows a placeholder instead of the value. */
  loading?: boolean;
};

/**
 * One dashboard figure in a card: label, value, optional hint and icon. The value is never cut
 * or wrapped (a shortened `1.234…` reads as another number): when the card is too narrow for it
 * beside the icon, the value moves below it. The icon comes first so that, the row reversed, it
 * stays at the top right when the two wrap.
 */
export function Stat({
  label,
  value,
  hint,
  icon,
  loading = false,
  className,
  ...props
}: StatProps) {
  return (
    <div
      data-slot="stat"
      aria-busy={loading || undefined}
      className={cn(
        'flex flex-row-reverse flex-wrap content-start items-start gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm',
        className,
      )}
      {...props}
    >
      {icon ? (
        <div
          data-slot="stat-icon"
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-info text-info-foreground [&_svg:not([class*='size-'])]:size-5"
        >
          {icon}
        </div>
      ) : null}
      {/* No min-w-0: the value's full width is the least this column takes beside the icon. */}
      <dl className="grid flex-1 gap-1">
        <dt data-slot="stat-label" className="text-muted-foreground text-sm">
          {label}
        </dt>
        <dd
          data-slot="stat-value"
          className="whitespace-nowrap font-semibold text-2xl tabular-nums"
        >
          {loading ? (
            <>
              <Skeleton className="h-8 w-32" />
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
