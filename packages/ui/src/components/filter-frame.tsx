import type * as React from 'react';
import { cn } from '../lib/cn';

export type FilterFrameProps = {
  /** The filter's `data-slot` (`filter-select`, `filter-date`). */
  slot: string;
  /** The visible label, e.g. "Status". */
  label: string;
  /** The control's id; none for a stand-in while the control loads. */
  htmlFor?: string;
  /** The control at least 10 rem and as wide as what it shows (a range of days), not exactly. */
  grow?: boolean;
  /** The control, then anything under it (a message). */
  children: React.ReactNode;
};

/**
 * A list filter's frame (docs/engineering.md#tables-that-fit): its label before its control on
 * one line; on a phone the toolbar's width, beside the others a 10 rem control.
 */
export function FilterFrame({ slot, label, htmlFor, grow = false, children }: FilterFrameProps) {
  return (
    <div
      data-slot={slot}
      className={cn(
        'grid w-full grid-cols-[auto_minmax(0,1fr)] items-center gap-x-2 gap-y-1 sm:w-auto *:[[data-slot=field-error]]:col-start-2',
        grow ? 'sm:grid-cols-[auto_minmax(10rem,auto)]' : 'sm:grid-cols-[auto_10rem]',
      )}
    >
      <label htmlFor={htmlFor} data-slot="filter-label" className="font-medium text-sm">
        {label}
      </label>
      {children}
    </div>
  );
}
