import * as React from 'react';
import { usePopupDismiss } from '../hooks/use-popup-dismiss';
import { formatDate } from '../lib/format';
import { FilterDate } from './filter-date';
import { FilterFrame } from './filter-frame';
import { ChevronDownIcon } from './icons';
import { controlClasses } from './input';

/** One end of a range: its own label in the panel, its day (`YYYY-MM-DD`, '' for none). */
export type DateRangeEnd = {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
};

export type FilterDateRangeProps = {
  /** The toolbar's label for the range, e.g. "Tanggal". */
  label: string;
  from: DateRangeEnd;
  to: DateRangeEnd;
};

const YEAR = / \d{4}$/;

/**
 * What the range's button says: `Semua`, `1 Sep – 14 Okt 2026` (one year written once),
 * `28 Des 2025 – 5 Jan 2026`, `Dari 1 Sep 2026`, `Sampai 14 Okt 2026`.
 */
export function dateRangeText(from: string, to: string): string {
  if (from === '' && to === '') return 'Semua';
  if (to === '') return `Dari ${formatDate(from)}`;
  if (from === '') return `Sampai ${formatDate(to)}`;
  const [start, end] = [formatDate(from), formatDate(to)];
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${sameYear ? start.replace(YEAR, '') : start} – ${end}`;
}

/**
 * A list filter on a range of days as one toolbar field (docs/engineering.md#tables-that-fit): a
 * button with the range in effect opens a panel with a FilterDate for each end, each bounding the
 * other. The panel stays in the page while closed, so a day typed wrong keeps its message.
 */
export function FilterDateRange({ label, from, to }: FilterDateRangeProps) {
  const buttonId = React.useId();
  const panelId = `${buttonId}-panel`;
  const panelRef = React.useRef<HTMLFieldSetElement>(null);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const [open, setOpen] = React.useState(false);
  const dismiss = usePopupDismiss(open, setOpen, panelRef, buttonRef);
  const shown = dateRangeText(from.value, to.value);

  return (
    <FilterFrame slot="filter-date-range" label={label} htmlFor={buttonId} grow>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape and the focus leaving are read where they happen, in the button or the panel */}
      <div className="relative" onKeyDown={dismiss.onKeyDown} onBlur={dismiss.onBlur}>
        <button
          ref={buttonRef}
          id={buttonId}
          type="button"
          aria-label={`${label}: ${shown}`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className={`${controlClasses} flex h-10 cursor-pointer items-center justify-between gap-2 whitespace-nowrap text-start`}
        >
          <span className={from.value === '' && to.value === '' ? 'text-muted-foreground' : ''}>
            {shown}
          </span>
          <ChevronDownIcon className="shrink-0 text-muted-foreground" />
        </button>
        <fieldset
          ref={panelRef}
          id={panelId}
          aria-label={label}
          hidden={!open}
          className="absolute start-0 top-full z-40 mt-1 w-full rounded-md border bg-popover p-3 text-popover-foreground shadow-md sm:w-max"
        >
          <div className="flex flex-col items-end gap-3">
            <FilterDate
              label={from.label}
              value={from.value}
              max={to.value || undefined}
              onValueChange={from.onValueChange}
            />
            <FilterDate
              label={to.label}
              value={to.value}
              min={from.value || undefined}
              onValueChange={to.onValueChange}
            />
          </div>
        </fieldset>
      </div>
    </FilterFrame>
  );
}
