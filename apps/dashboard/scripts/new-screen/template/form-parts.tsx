import { enumLabels } from '@backoffice/sdk';
import { Field, Input } from '@backoffice/ui';
import { DateFormField } from '@/lib/form/date-form-field';
import { ImageFormField } from '@/lib/form/image-form-field';
import { SelectFormField, TextFormField } from '@/lib/form/text-form-field';
import type { ContractForm } from '@/lib/form/use-contract-form';

// The input `pnpm new:form` writes for a request field of each kind, type-checked: `FIELD`, its
// `LABEL`, each choice `VALUE` / `CHOICE` of a select, `WithdrawalStatus` for a labelled enum.

export function Inputs({ contractForm }: { contractForm: ContractForm<{ FIELD: string }> }) {
  const inputs = {
    text: <TextFormField form={contractForm} name="FIELD" />,
    email: <TextFormField form={contractForm} name="FIELD" kind="email" />,
    tel: <TextFormField form={contractForm} name="FIELD" kind="tel" />,
    // A first password, typed by the person who creates the record: the browser may offer one.
    password: (
      <Field {...contractForm.field('FIELD')}>
        <Input
          type="password"
          autoComplete="new-password"
          {...contractForm.form.register('FIELD')}
        />
      </Field>
    ),
    number: <TextFormField form={contractForm} name="FIELD" kind="number" />,
    // Shown and typed as 19/10/2026 whatever the browser's language (ADR 0108).
    date: <DateFormField form={contractForm} name="FIELD" />,
    file: <ImageFormField form={contractForm} name="FIELD" previewAlt="LABEL" />,
    select: (
      <SelectFormField
        form={contractForm}
        name="FIELD"
        placeholder="Pilih…"
        choices={[{ value: 'VALUE', label: 'CHOICE' }]}
      />
    ),
    labelledSelect: (
      <SelectFormField
        form={contractForm}
        name="FIELD"
        placeholder="Pilih…"
        choices={Object.entries(enumLabels.WithdrawalStatus).map(([value, { label }]) => ({
          value,
          label,
        }))}
      />
    ),
  };
  return Object.values(inputs);
}
