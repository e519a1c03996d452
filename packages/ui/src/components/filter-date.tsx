import * as React from 'react';
import { isIsoDate } from '../lib/calendar-day';
import { dateToText, unreadableDateMessage } from '../lib/date-text';
import { DateInput } from './date-input';
import { FieldError } from './field';
import { FilterFrame } from './filter-frame';

export type FilterDateProps = {
  /** The visible label, e.g. "Dari tanggal". */
  label: string;
  /** The day in effect, `YYYY-MM-DD`; '' for none. */
  value: string;
  /** Called with a whole day within `min`–`max`, or '' when the field is emptied. */
  onValueChange: (value: string) => void;
  /** The earliest and latest day that may be chosen (the other end of a range), `YYYY-MM-DD`. */
  min?: string | undefined;
  max?: string | undefined;
};

/**
 * A list filter on one day, in the forms' DateInput. The list follows a whole day within the
 * range; a day outside it, or text that is no day, stays in the field with the reason under it.
 */
export function FilterDate({ label, value, onValueChange, min, max }: FilterDateProps) {
  const inputId = React.useId();
  const errorId = `${inputId}-error`;
  // What the field holds: a day, or text on its way to one.
  const [draft, setDraft] = React.useState(value);
  const [left, setLeft] = React.useState(false);
  // The URL moved without typing (Back, reset): show what is in effect.
  const [shown, setShown] = React.useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
    setLeft(false);
  }

  // What the field says under it when what was typed cannot be a filter's day.
  let error: string | undefined;
  if (draft !== '' && !isIsoDate(draft)) error = left ? unreadableDateMessage() : undefined;
  else if (draft !== '' && min !== undefined && draft < min)
    error = `Tanggal tidak boleh sebelum ${dateToText(min)}.`;
  else if (draft !== '' && max !== undefined && draft > max)
    error = `Tanggal tidak boleh setelah ${dateToText(max)}.`;
  // The day the list should show: none while the field is wrong or on its way to a day.
  const wanted = draft === '' || (isIsoDate(draft) && error === undefined) ? draft : null;

  const send = React.useRef(onValueChange);
  send.current = onValueChange;
  // Also when the other end of the range moves: a day it had ruled out may be fine now.
  React.useEffect(() => {
    if (wanted !== null && wanted !== value) send.current(wanted);
  }, [wanted, value]);

  return (
    <FilterFrame slot="filter-date" label={label} htmlFor={inputId}>
      <DateInput
        id={inputId}
        value={draft}
        onChange={(next) => {
          setDraft(next);
          setLeft(false);
        }}
        onBlur={() => setLeft(true)}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={error === undefined ? undefined : errorId}
      />
      {error === undefined ? null : <FieldError id={errorId}>{error}</FieldError>}
    </FilterFrame>
  );
}
