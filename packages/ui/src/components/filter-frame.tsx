import type * as React from 'react';
import { cn } from '../lib/cn';

export type FilterFrameProps = {
  /** The filter's `data-slot` (`filter-select`, `filter-date`). */
  slot: string;
  /** The visible label, e.g. "Status". */
  label: string;
  /** The control's id; none for a stand-in while the control loads. */
  htmlFor?: string;
  className?: string | undefined;
  /** The control, then anything under it (a message). */
  children: React.ReactNode;
};

/**
 * A list filter's frame: its label over its control, as wide as the toolbar gives it on a phone
 * and 11 rem beside the others. The label is the `filter-label` that ListToolbar lines the
 * unlabelled controls up with.
 */
export function FilterFrame({ slot, label, htmlFor, className, children }: FilterFrameProps) {
  return (
    <div data-slot={slot} className={cn('grid w-full gap-1.5 sm:w-44', className)}>
      <label htmlFor={htmlFor} data-slot="filter-label" className="font-medium text-sm">
        {label}
      </label>
      {children}
    </div>
  );
}
