import { Field, Input, NativeSelect, Switch, Textarea } from '@backoffice/ui';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { ContractForm } from './use-contract-form';

/** What a text field takes, and so the keyboard a phone shows for it. */
const KINDS = {
  text: {},
  number: { inputMode: 'numeric' },
  email: { type: 'email' },
  tel: { type: 'tel', inputMode: 'tel' },
} as const;

/** Under every phone number's field, unless it says otherwise. */
const PHONE_HINT = 'Angka saja, boleh diawali +.';

/**
 * A form's text field: the labelled field with the contract's label and message
 * (ContractForm.field), the input registered under the same name; with `rows`, a text of several
 * lines. The browser's own suggestions are off: these are records of other people, not the
 * user's own details.
 */
export function TextFormField<V extends FieldValues>({
  form,
  name,
  kind = 'text',
  hint = kind === 'tel' ? PHONE_HINT : undefined,
  rows,
}: {
  form: ContractForm<V>;
  name: FieldPath<V>;
  kind?: keyof typeof KINDS;
  hint?: string;
  rows?: number;
}) {
  const registered = form.form.register(name);
  return (
    <Field {...form.field(name)} hint={hint}>
      {rows === undefined ? (
        <Input autoComplete="off" {...KINDS[kind]} {...registered} />
      ) : (
        <Textarea rows={rows} {...registered} />
      )}
    </Field>
  );
}

/** One choice of a SelectFormField: the value the form holds, the text the user reads. */
export type FormChoice = { value: string | number; label: string };

/**
 * A form's select: the labelled field with the contract's label and message, its choices in
 * order, and first `placeholder` (value '') while nothing is chosen, when the field starts empty.
 */
export function SelectFormField<V extends FieldValues>({
  form,
  name,
  choices,
  placeholder,
  hint,
}: {
  form: ContractForm<V>;
  name: FieldPath<V>;
  choices: readonly FormChoice[];
  placeholder?: string;
  hint?: string;
}) {
  return (
    <Field {...form.field(name)} hint={hint}>
      <NativeSelect {...form.form.register(name)}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={String(choice.value)}>
            {choice.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

/**
 * A form's on/off field (a record's active flag): the labelled field with the contract's label,
 * the kit's switch, locked while the form saves. The one way to show a status a form changes,
 * as the lists' switches do (docs/engineering.md#tables-that-fit).
 */
export function SwitchFormField<V extends FieldValues>({
  form,
  name,
}: {
  form: ContractForm<V>;
  name: FieldPath<V>;
}) {
  return (
    <Field {...form.field(name)}>
      <Controller
        control={form.form.control}
        name={name}
        render={({ field }) => (
          <Switch
            ref={field.ref}
            name={field.name}
            checked={field.value === true}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            disabled={form.saving}
          />
        )}
      />
    </Field>
  );
}
