import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { useScrollEdges } from '../hooks/use-scroll-edges';
import { cn, slotted } from '../lib/cn';
import { BusyBar } from './busy-bar';

export type TableProps = Omit<React.ComponentProps<'table'>, 'className'> & {
  /**
   * Names the scrolling box when the table is wider than it (a phone): the box then takes the
   * keyboard focus so arrow keys scroll it, and is announced as a region with this name.
   */
  scrollLabel?: string;
};

/**
 * A table wider than its box scrolls sideways inside it; a shadow on each side that hides columns
 * says so (docs/engineering.md#screen-kit), letting clicks through to the row actions under it.
 */
export function Table({ scrollLabel, ...props }: TableProps) {
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
        {...(scrolls
          ? { tabIndex: 0, role: scrollLabel && 'region', 'aria-label': scrollLabel }
          : {})}
        className="w-full overflow-x-auto focus-visible:-outline-offset-2"
      >
        <table data-slot="table" className="w-full caption-bottom text-sm" {...props} />
      </div>
      {props['aria-busy'] ? <BusyBar /> : null}
      <ScrollShadow side="start" shown={edges.start} />
      <ScrollShadow side="end" shown={edges.end} />
    </div>
  );
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

export const TableHeader = slotted('thead', 'table-header', 'bg-muted/60 [&_tr]:border-b');
export const TableBody = slotted('tbody', 'table-body', '[&_tr:last-child]:border-0');

export type TableRowProps = React.ComponentProps<'tr'> & {
  /** Tints under the pointer, as a row of data does; a header or a message row has none. */
  hoverTint?: boolean;
  /** The line under the row; none when the row below (a note about it) belongs to it. */
  divider?: boolean;
};

export function TableRow({ className, hoverTint = true, divider = true, ...props }: TableRowProps) {
  return (
    <tr
      data-slot="table-row"
      className={cn(
        'transition-colors',
        divider && 'border-b',
        hoverTint && 'hover:bg-muted/50',
        className,
      )}
      {...props}
    />
  );
}

/**
 * Padding and alignment are variants, never classes over the kit's (ADR 0225). 8 px a side: a
 * list of seven columns fits beside the menu at 1280 px (docs/engineering.md#tables-that-fit).
 */
const tableCellVariants = cva('px-2 align-middle first:pl-3 last:pr-3', {
  variants: {
    align: { left: 'text-left', right: 'text-right' },
    density: { default: 'py-3', compact: 'py-2', spacious: 'py-10' },
  },
  defaultVariants: { density: 'default' },
});

type TableCellVariants = VariantProps<typeof tableCellVariants>;

export type TableHeadProps = React.ComponentProps<'th'> & TableCellVariants;

/** A column's header (left-aligned unless told), or with `scope="row"` a row's, in body weight. */
export function TableHead({
  className,
  scope = 'col',
  align = 'left',
  density,
  ...props
}: TableHeadProps) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn(
        tableCellVariants({ align, density }),
        scope === 'row' ? 'font-normal' : 'font-medium',
        className,
      )}
      {...props}
    />
  );
}

export type TableCellProps = React.ComponentProps<'td'> & TableCellVariants;

export function TableCell({ className, align, density, ...props }: TableCellProps) {
  return (
    <td
      data-slot="table-cell"
      className={cn(tableCellVariants({ align, density }), className)}
      {...props}
    />
  );
}

/** Names the table for assistive tech, unseen: every table here has a heading or a label above it. */
export const TableCaption = slotted('caption', 'table-caption', 'sr-only');
