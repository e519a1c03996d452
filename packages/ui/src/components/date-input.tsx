import * as React from 'react';
import { dateToText, textToDate } from '../lib/date-text';
import { icon } from './icons';
import { Input } from './input';

/** Here, not in icons.tsx: only this field draws it, and the shared icons load on every route. */
const CalendarIcon = icon(
  16,
  <rect x="3" y="4" width="18" height="18" rx="2" />,
  <path d="M16 2v4M8 2v4M3 10h18" />,
);

export type DateInputProps = Omit<
  React.ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'placeholder' | 'min' | 'max' | 'className'
> & {
  /** The date as the API holds it: `2026-10-19`, with `time` `2026-10-19T09:30`; '' when empty. */
  value: string;
  /**
   * The typed or picked date in the API's form; what was typed as it is while it is not a date
   * yet (the form's check then says so), '' when emptied.
   */
  onChange: (value: string) => void;
  /** A date and a time of day (`19/10/2026 09.30`) instead of a day. */
  time?: boolean;
};

/** The calendar, once its code has loaded with the first opening, not with the form (ADR 0115). */
let Calendar: typeof import('./calendar-popover').default | undefined;

/**
 * A date field in Indonesian whatever the browser's language: it shows and reads `19/10/2026`
 * (typed; `-` and `.` also do), and a button opens our own calendar. A native `<input
 * type="date">` shows the browser's locale instead, whatever the page's `lang` (ADR 0115).
 */
export function DateInput({ value, onChange, time = false, disabled, ...props }: DateInputProps) {
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [open, setOpen] = React.useState(false);
  const [text, setText] = React.useState(() => dateToText(value, time) || value);
  // The value this field last saw or handed the form: one that differs came from outside (a
  // reset, an edit form's record) and replaces the text.
  const [seen, setSeen] = React.useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(dateToText(value, time) || value);
  }

  function type(next: string) {
    const sent = next.trim() === '' ? '' : (textToDate(next, time) ?? next.trim());
    setText(next);
    setSeen(sent);
    onChange(sent);
  }

  function toggleCalendar() {
    if (open) return setOpen(false);
    import('./calendar-popover').then(
      (module) => {
        Calendar = module.default;
        setOpen(true);
      },
      // Offline before the first opening: the date can still be typed; the next press tries again.
      () => {},
    );
  }

  return (
    <div data-slot="date-input" className="relative">
      <Input
        ref={inputRef}
        inputMode="numeric"
        autoComplete="off"
        placeholder={time ? 'hh/bb/tttt jj.mm' : 'hh/bb/tttt'}
        value={text}
        disabled={disabled}
        onChange={(event) => type(event.currentTarget.value)}
        className="pe-11"
        {...props}
      />
      <button
        ref={buttonRef}
        type="button"
        aria-label="Pilih dari kalender"
        title="Pilih dari kalender"
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled}
        onClick={toggleCalendar}
        className="absolute inset-y-1 end-1 inline-flex w-9 cursor-pointer items-center justify-center rounded-sm text-muted-foreground hover:bg-accent hover:text-accent-foreground disabled:pointer-events-none disabled:opacity-60"
      >
        <CalendarIcon />
      </button>
      {open && !disabled && Calendar && (
        <Calendar
          text={text}
          time={time}
          onText={type}
          onOpenChange={setOpen}
          button={buttonRef}
          input={inputRef}
        />
      )}
    </div>
  );
}
