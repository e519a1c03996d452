import type * as React from 'react';
import { flushSync } from 'react-dom';
import { textToDate } from '../lib/date-text';
import { dayPart, textWithDay, typedDay } from '../lib/picked-date-text';
import CalendarPopover from './calendar-popover';

export type DateInputCalendarProps = {
  /** The field's text and kind, as DateInput holds them. */
  text: string;
  time: boolean;
  /** The field's bounds: days or date-times, the day part counts. */
  min?: string;
  max?: string;
  /** Replaces the field's text, as typing would. */
  onText: (text: string) => void;
  onOpenChange: (open: boolean) => void;
  button: React.RefObject<HTMLButtonElement | null>;
  input: React.RefObject<HTMLInputElement | null>;
};

/**
 * DateInput's calendar with what picking does to the field, in the chunk that loads with the
 * first opening (ADR 0115) so the field itself stays small: the picked day replaces the text's
 * day, a typed time stays, and the focus goes back to the calendar button (to the text, after
 * the day, when a date-time still lacks its time).
 */
export default function DateInputCalendar({
  text,
  time,
  min,
  max,
  onText,
  onOpenChange,
  button,
  input,
}: DateInputCalendarProps) {
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

  return (
    <CalendarPopover
      selected={typedDay(text)}
      min={dayPart(min)}
      max={dayPart(max)}
      onPick={pick}
      toggle={button}
      onClose={(returnFocus) => {
        onOpenChange(false);
        if (returnFocus) button.current?.focus();
      }}
    />
  );
}
