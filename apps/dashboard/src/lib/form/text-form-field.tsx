import { Field, Input, NativeSelect, StatusSwitch, Textarea } from '@backoffice/ui';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { ContractForm } from './use-contract-form';

/** What a text field takes, and so the keyboard a phone shows for it. */
const KINDS = {
  text: {},
  number: { inputMode: 'numeric' },
  email: { type: 'email' },
  tel: { type: 'tel', inputMode: 'tel' },
  // The user's own password, and a new one (an account's first, or a change): the browser's
  // password manager fills the first and offers to save the second.
  password: { type: 'password', autoComplete: 'current-password' },
  'new-password': { type: 'password', autoComplete: 'new-password' },
  // A code the platform keeps in capitals (a promo's, a referral's): see toCapitals.
  code: { autoCapitalize: 'characters', spellCheck: false, className: 'font-mono' },
} as const;

/** A code in capitals as it is typed, the caret kept: lower case is no mistake worth a message. */
function toCapitals(input: HTMLInputElement | HTMLTextAreaElement) {
  const { selectionStart, selectionEnd } = input;
  input.value = input.value.toUpperCase();
  input.setSelectionRange(selectionStart, selectionEnd);
}

/** Under every phone number's field, unless it says otherwise. */
const PHONE_HINT = 'Angka saja, boleh diawali +.';

/**
 * A form's text field: the labelled field with the contract's label and message
 * (ContractForm.field), the input registered under the same name; with `rows`, a text of several
 * lines; `maxLength` stops the typing at the contract's limit. The browser's own suggestions are
 * off unless `autoComplete` names the user's own detail it holds (`email`, `organization`): most
 * forms keep records of other people.
 */
export function TextFormField<V extends FieldValues>({
  form,
  name,
  kind = 'text',
  hint = kind === 'tel' ? PHONE_HINT : undefined,
  rows,
  maxLength,
  autoComplete,
}: {
  form: ContractForm<V>;
  name: FieldPath<V>;
  kind?: keyof typeof KINDS;
  hint?: string;
  rows?: number;
  maxLength?: number;
  autoComplete?: string;
}) {
  const registered = form.form.register(name);
  const onChange: typeof registered.onChange = (event) => {
    if (kind === 'code') toCapitals(event.target);
    return registered.onChange(event);
  };
  const control = { maxLength, ...registered, onChange };
  return (
    <Field {...form.field(name)} hint={hint}>
      {rows === undefined ? (
        <Input autoComplete={autoComplete ?? 'off'} {...KINDS[kind]} {...control} />
      ) : (
        <Textarea rows={rows} autoComplete={autoComplete} {...control} />
      )}
    </Field>
  );
}

/**
 * A form's select: the labelled field with the contract's label and message, its choices in
 * order, and first `placeholder` (value '') while nothing is chosen, when the field starts empty.
 */
export function SelectFormField<V extends FieldValues>({
  form,
  name,
  choices,
  placeholder,
}: {
  form: ContractForm<V>;
  name: FieldPath<V>;
  /** Each choice's value the form holds, and the text the user reads. */
  choices: readonly { value: string | number; label: string }[];
  placeholder?: string;
}) {
  return (
    <Field {...form.field(name)}>
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
 * A form's active flag: the labelled field with the contract's label, the kit's switch with the
 * word for its state (`Aktif`/`Nonaktif`), as in the lists, locked while the form saves: the one
 * way to show a status a form changes (docs/engineering.md#tables-that-fit).
 */
export function SwitchFormField<V extends FieldValues>({
  form,
  name,
}: {
  form: ContractForm<V>;
  name: FieldPath<V>;
}) {
  const field = form.field(name);
  return (
    <Field {...field}>
      <Controller
        control={form.form.control}
        name={name}
        render={({ field: flag }) => (
          <StatusSwitch
            checked={flag.value === true}
            label={field.label}
            busy={form.saving}
            onCheckedChange={flag.onChange}
          />
        )}
      />
    </Field>
  );
}
