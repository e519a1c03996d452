import { Field, SearchableSelect } from '@backoffice/ui';
import type { ComponentProps } from 'react';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { ContractForm } from './form/use-contract-form';

/**
 * A form's choice among many, narrowed by typing (`SearchableSelect`, ADR 0087): the labelled
 * field with the contract's label and message, locked while the form saves. Not in lib/form,
 * whose modules are one chunk every form loads (vite.config.ts): only its forms load the combobox.
 */
export function SearchableFormField<V extends FieldValues>({
  form,
  name,
  hint,
  onValueChange,
  locked = false,
  ...select
}: Pick<ComponentProps<typeof SearchableSelect>, 'options' | 'placeholder' | 'emptyText'> & {
  form: ContractForm<V>;
  name: FieldPath<V>;
  hint?: string | undefined;
  /** What a choice does instead of setting the field alone (a place clears the levels below). */
  onValueChange?: (value: string) => void;
  /** Not to be chosen yet (a cascade level under an empty one): disabled, without a message. */
  locked?: boolean;
}) {
  return (
    <Controller
      control={form.form.control}
      name={name}
      render={({ field: { onChange, ...choice } }) => (
        <Field {...form.field(name)} {...(locked ? { error: undefined } : {})} hint={hint}>
          <SearchableSelect
            {...choice}
            {...select}
            onValueChange={onValueChange ?? onChange}
            disabled={form.saving || locked}
          />
        </Field>
      )}
    />
  );
}
