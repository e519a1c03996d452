import { DateInput, Field, isUnreadableDate, unreadableDateMessage } from '@backoffice/ui';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { ContractForm } from './use-contract-form';

/**
 * A form's date: the labelled field with the contract's label and message, shown and typed as
 * `19/10/2026` whatever the browser's language, held by the form as the API's `2026-10-19`
 * (docs/engineering.md#screen-kit). Locked while the form saves.
 */
export function DateFormField<V extends FieldValues>({
  form,
  name,
  time = false,
  hint,
}: {
  form: ContractForm<V>;
  /** The form's date field: `YYYY-MM-DD` (with `time`, `YYYY-MM-DDTHH:mm`) or ''. */
  name: FieldPath<V>;
  /** A date and a time of day. */
  time?: boolean;
  hint?: string;
}) {
  return (
    <Controller
      control={form.form.control}
      name={name}
      render={({ field: date }) => {
        const field = form.field(name);
        // For text that is no date, the format the field takes rather than the contract's.
        const unreadable = field.error !== undefined && isUnreadableDate(date.value, time);
        return (
          <Field
            {...field}
            error={unreadable ? unreadableDateMessage(time) : field.error}
            hint={hint}
          >
            <DateInput {...date} value={date.value ?? ''} time={time} disabled={form.saving} />
          </Field>
        );
      }}
    />
  );
}

/**
 * A period's first and last day, side by side where there is room; the last may not come before
 * the first (the server's rule: its 400 lands under the last).
 */
export function DateRangeFormFields<V extends FieldValues>({
  form,
  start,
  end,
}: {
  form: ContractForm<V>;
  start: FieldPath<V>;
  end: FieldPath<V>;
}) {
  return (
    <>
      <DateFormField form={form} name={start} />
      <DateFormField form={form} name={end} hint="Tidak boleh sebelum tanggal mulai." />
    </>
  );
}
