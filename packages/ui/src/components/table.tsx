import * as React from 'react';
import { useScrollEdges } from '../hooks/use-scroll-edges';
import { cn } from '../lib/cn';
import { BusyBar } from './busy-bar';

export type TableProps = React.ComponentProps<'table'> & {
  /**
   * Names the scrolling box when the table is wider than it (a phone): the box then takes the
   * keyboard focus so arrow keys scroll it, and is announced as a region with this name.
   */
  scrollLabel?: string;
};

/**
 * Table parts in the shadcn/ui way: plain elements with `data-slot` and the house classes, so a
 * list (DataTable) and a one-off table (the admin dashboard's daily figures) look alike.
 *
 * A table wider than its box scrolls sideways inside it; a shadow on each side that hides columns
 * says so (docs/engineering.md#screen-kit). The shadows are drawn over the table but let clicks
 * through, so the row actions under them stay reachable.
 */
export function Table({ className, scrollLabel, ...props }: TableProps) {
  const box = React.useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(box);
  const scrolls = edges.start || edges.end;
  return (
    <div
      data-slot="table-frame"
      className="relative w-full overflow-hidden rounded-lg border bg-card text-card-foreground"
    >
      <div
        ref={box}
        data-slot="table-container"
        data-more-start={edges.start || undefined}
        data-more-end={edges.end || undefined}
        {...(scrolls ? scrollingRegion(scrollLabel) : {})}
        className="w-full overflow-x-auto focus-visible:-outline-offset-2"
      >
        <table
          data-slot="table"
          className={cn('w-full caption-bottom text-sm', className)}
          {...props}
        />
      </div>
      {props['aria-busy'] ? <BusyBar /> : null}
      <ScrollShadow side="start" shown={edges.start} />
      <ScrollShadow side="end" shown={edges.end} />
    </div>
  );
}

/** A scrolling box must be reachable from the keyboard; one that fits is no tab stop. */
function scrollingRegion(label: string | undefined) {
  return label === undefined
    ? { tabIndex: 0 }
    : { tabIndex: 0, role: 'region' as const, 'aria-label': label };
}

function ScrollShadow({ side, shown }: { side: 'start' | 'end'; shown: boolean }) {
  return (
    <div
      aria-hidden="true"
      data-slot="table-scroll-shadow"
      data-side={side}
      data-shown={shown || undefined}
      className={cn(
        'pointer-events-none absolute inset-y-0 w-6 opacity-0 transition-opacity motion-reduce:transition-none data-shown:opacity-100',
        side === 'start'
          ? 'left-0 bg-linear-to-r from-foreground/15 to-transparent'
          : 'right-0 bg-linear-to-l from-foreground/15 to-transparent',
      )}
    />
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return (
    <thead
      data-slot="table-header"
      className={cn('bg-muted/60 [&_tr]:border-b', className)}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return (
    <tbody
      data-slot="table-body"
      className={cn('[&_tr:last-child]:border-0', className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn('border-b transition-colors hover:bg-muted/50', className)}
      {...props}
    />
  );
}

export function TableHead({ className, scope = 'col', ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      // Compact (8 px a side, 16 between two columns' texts): a list of seven columns and its
      // actions fits beside the menu at 1280 px (docs/engineering.md#tables-that-fit).
      className={cn('px-2 py-3 text-left align-middle font-medium first:pl-3 last:pr-3', className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return (
    <td
      data-slot="table-cell"
      className={cn('px-2 py-3 align-middle first:pl-3 last:pr-3', className)}
      {...props}
    />
  );
}

/** Names the table for assistive tech; add `className="sr-only"` to keep it unseen. */
export function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return (
    <caption
      data-slot="table-caption"
      className={cn('px-4 py-3 text-left text-muted-foreground text-sm', className)}
      {...props}
    />
  );
}
