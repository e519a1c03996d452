import * as React from 'react';
import { flushSync } from 'react-dom';
import { usePopupDismiss } from '../hooks/use-popup-dismiss';
import {
  addMonths,
  dayAfterKey,
  dayLabel,
  monthOf,
  monthTitle,
  monthWeeks,
  textWithDay,
  typedDay,
  WEEKDAYS,
} from '../lib/calendar-month';
import { cn } from '../lib/cn';
import { textToDate } from '../lib/date-text';
import { todayInJakarta } from '../lib/jakarta-date';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from './icons';

export type CalendarPopoverProps = {
  /** The field's text and kind, as DateInput holds them. */
  text: string;
  time: boolean;
  /** Replaces the field's text, as typing would. */
  onText: (text: string) => void;
  onOpenChange: (open: boolean) => void;
  /** The field's calendar button, which opens and closes it: the focus going there is not leaving. */
  button: React.RefObject<HTMLButtonElement | null>;
  input: React.RefObject<HTMLInputElement | null>;
};

/**
 * The calendar behind DateInput's button (ADR 0115), in the chunk its first opening loads, so the
 * field stays small. The picked day replaces the text's day, a typed time stays, and the focus
 * goes back to the calendar button (to the text, after the day, when a date-time still lacks
 * its time).
 */
export default function CalendarPopover({
  text,
  time,
  onText,
  onOpenChange,
  button,
  input,
}: CalendarPopoverProps) {
  const today = todayInJakarta();
  const selected = typedDay(text);
  const boxRef = React.useRef<HTMLDivElement>(null);
  const titleId = React.useId();
  const [focused, setFocused] = React.useState(selected ?? today);
  const [place, setPlace] = React.useState({ start: false, above: false });
  const month = monthOf(focused);

  // Under the field's end (from its start where that overflows), the page scrolled to show all of
  // it: above the field it would cover the field above, a date range's other end. Above only
  // where nothing scrolls to make room (scrollIntoView is missing in jsdom).
  React.useLayoutEffect(() => {
    const box = boxRef.current;
    const fieldBox = box?.parentElement;
    if (!box || !fieldBox) return;
    const start = fieldBox.getBoundingClientRect().right - box.offsetWidth < 8;
    box.scrollIntoView?.({ block: 'nearest' });
    const cut = box.getBoundingClientRect().bottom > window.innerHeight;
    const room = fieldBox.getBoundingClientRect().top > box.offsetHeight + 8;
    setPlace({ start, above: cut && room });
  }, []);
  // All of it in view once placed (scrollIntoView is missing in jsdom).
  React.useEffect(() => {
    if (place) boxRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [place]);

  // The focused day takes the focus on opening and after each key (its button may be new: the
  // month changed), not after a month button.
  const focusDay = React.useRef(true);
  React.useEffect(() => {
    if (!focusDay.current) return;
    focusDay.current = false;
    boxRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const dismiss = usePopupDismiss(true, onOpenChange, boxRef, button);

  function pick(day: string) {
    const next = textWithDay(text, day, time);
    // The text is in the field before the focus moves, so the caret can go after it.
    flushSync(() => onText(next));
    const field = input.current;
    if (textToDate(next, time) !== null || !field) button.current?.focus();
    else {
      field.focus();
      field.setSelectionRange(next.length, next.length);
    }
    onOpenChange(false);
  }

  function keyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') return dismiss.onKeyDown(event);
    if (!(event.target instanceof HTMLElement) || !event.target.dataset.day) return;
    const next = dayAfterKey(focused, event);
    if (next === null) return;
    event.preventDefault();
    if (next === focused) return;
    focusDay.current = true;
    setFocused(next);
  }

  /** A button a month or a year back (`months` < 0) or on. */
  const monthButton = (months: number, label: string, icon: React.ReactNode) => (
    <button
      type="button"
      aria-label={label}
      onClick={() => setFocused(addMonths(focused, months))}
      className="inline-flex size-9 cursor-pointer items-center justify-center rounded-md hover:bg-accent hover:text-accent-foreground"
    >
      {icon}
    </button>
  );

  return (
    <div
      ref={boxRef}
      role="dialog"
      aria-label="Pilih tanggal"
      data-slot="calendar"
      onKeyDown={keyDown}
      onBlur={dismiss.onBlur}
      className={cn(
        'absolute z-50 w-max rounded-md border bg-popover p-3 text-popover-foreground shadow-md',
        place.start ? 'start-0' : 'end-0',
        place.above ? 'bottom-full mb-1' : 'top-full mt-1',
      )}
    >
      <div className="mb-2 flex items-center justify-between gap-1">
        {monthButton(-12, 'Tahun sebelumnya', <ChevronsLeftIcon />)}
        {monthButton(-1, 'Bulan sebelumnya', <ChevronLeftIcon />)}
        <div id={titleId} aria-live="polite" className="flex-1 text-center font-medium text-sm">
          {monthTitle(month)}
        </div>
        {monthButton(1, 'Bulan berikutnya', <ChevronRightIcon />)}
        {monthButton(12, 'Tahun berikutnya', <ChevronsRightIcon />)}
      </div>
      {/* The WAI-ARIA date picker's grid is a table with the grid role. */}
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: see above. */}
      <table role="grid" aria-labelledby={titleId} className="border-collapse text-sm">
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th
                key={weekday.short}
                scope="col"
                abbr={weekday.long}
                className="size-9 font-normal text-muted-foreground text-xs"
              >
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) =>
                day === null ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell is only its place.
                  <td key={index} />
                ) : (
                  // The grid's cell carries the selection; the button inside takes the focus.
                  // biome-ignore lint/a11y/useFocusableInteractive: see above.
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: see above.
                  <td key={day} role="gridcell" aria-selected={day === selected}>
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={dayLabel(day)}
                      aria-current={day === today ? 'date' : undefined}
                      onClick={() => pick(day)}
                      className={cn(
                        'inline-flex size-9 cursor-pointer items-center justify-center rounded-md tabular-nums',
                        day === today && 'border border-primary font-semibold',
                        day === selected
                          ? 'bg-primary text-primary-foreground hover:bg-primary hover:text-primary-foreground'
                          : 'hover:bg-accent hover:text-accent-foreground',
                      )}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-2 flex justify-end border-t pt-2">
        <button
          type="button"
          onClick={() => pick(today)}
          className="cursor-pointer rounded-md px-3 py-1.5 font-medium text-link text-sm hover:bg-accent"
        >
          Hari ini
        </button>
      </div>
    </div>
  );
}
