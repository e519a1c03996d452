import * as React from 'react';
import { cn } from '../lib/cn';
import { dateToText, textToDate, textWithDay } from '../lib/date-text';
import { onFirstUse } from '../lib/first-use';
import { useFieldControl } from './field';
import { Icon, type IconProps } from './icons';
import { controlClasses } from './input';

/** Here, not in icons.tsx: only this field draws it, and the shared icons load on every route. */
function CalendarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </Icon>
  );
}

export type DateInputProps = Omit<
  React.ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'placeholder' | 'min' | 'max'
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
  /**
   * The first and last day the calendar offers (`2026-10-19`, inclusive; a date-time's day part
   * is read too). Typing stays free: the form's check judges what was typed.
   */
  min?: string;
  max?: string;
};

/** The calendar: loaded with its first opening, not with the form (ADR 0115). */
const calendar = onFirstUse(() => import('./calendar-popover'));

/** `2026-10-19` of `2026-10-19T09:30` or `2026-10-19`; undefined for anything else. */
const dayPart = (value: string | undefined) => /^\d{4}-\d{2}-\d{2}/.exec(value ?? '')?.[0];

/** The day a field's text names (`19/10/2026`, a time after it or not), null when none. */
const typedDay = (text: string) => textToDate(text.trim().split(/[ ,T]+/)[0] ?? '');

/**
 * A date field in Indonesian whatever the browser's language: it shows and reads `19/10/2026`
 * (typed; `-` and `.` also do), and a calendar button opens our own calendar (Indonesian month
 * and day names, Monday first; ADR 0115). A native `<input type="date">` shows the browser's
 * locale instead (`10/19/2026`, `mm/dd/yyyy` in an English Chromium; `lang="id"` on the page does
 * not change it).
 */
export function DateInput({
  value,
  onChange,
  time = false,
  min,
  max,
  className,
  disabled,
  onBlur,
  ...props
}: DateInputProps) {
  const controlProps = useFieldControl(props);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [open, setOpen] = React.useState(false);
  // Where the focus goes once a picked day has closed the calendar.
  const focusAfterPick = React.useRef<'button' | 'text' | null>(null);
  const [text, setText] = React.useState(() => dateToText(value, time) || value);
  // The value this field last saw or handed the form: one that differs came from outside (a
  // reset, an edit form's record) and replaces the text.
  const [seen, setSeen] = React.useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(dateToText(value, time) || value);
  }

  function type(next: string) {
    setText(next);
    const sent = next.trim() === '' ? '' : (textToDate(next, time) ?? next.trim());
    setSeen(sent);
    onChange(sent);
    return sent;
  }

  async function toggleCalendar() {
    if (open) return setOpen(false);
    try {
      await calendar.load();
      setOpen(true);
    } catch {
      // Offline before the first opening: the date can still be typed; the next press retries.
    }
  }

  const close = React.useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  function pick(day: string) {
    const sent = type(textWithDay(text, day, time));
    // A date-time still without its time: the caret waits after the day for it.
    focusAfterPick.current = sent === day || sent.startsWith(`${day}T`) ? 'button' : 'text';
    setOpen(false);
  }

  React.useEffect(() => {
    const after = focusAfterPick.current;
    focusAfterPick.current = null;
    if (open || after === null) return;
    if (after === 'button') return buttonRef.current?.focus();
    const input = inputRef.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, [open]);

  const Calendar = open && !disabled ? calendar.loaded()?.default : undefined;
  return (
    <div data-slot="date-input" className={cn('relative', className)}>
      <input
        ref={inputRef}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={time ? 'hh/bb/tttt jj.mm' : 'hh/bb/tttt'}
        value={text}
        disabled={disabled}
        onChange={(event) => type(event.currentTarget.value)}
        onBlur={onBlur}
        className={cn(controlClasses, 'h-10 pe-11')}
        {...controlProps}
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
        className="absolute inset-y-1 end-1 inline-flex w-9 cursor-pointer items-center justify-center rounded-sm text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-60"
      >
        <CalendarIcon />
      </button>
      {Calendar && (
        <Calendar
          selected={typedDay(text)}
          min={dayPart(min)}
          max={dayPart(max)}
          onPick={pick}
          onClose={close}
        />
      )}
    </div>
  );
}
