import { enumLabels } from '@backoffice/sdk';
import { Field, Input } from '@backoffice/ui';
import { DateFormField } from '@/lib/form/date-form-field';
import { ImageFormField } from '@/lib/form/image-form-field';
import { SelectFormField, TextFormField } from '@/lib/form/text-form-field';
import type { ContractForm } from '@/lib/form/use-contract-form';

// What `pnpm new:form` writes for one field of a request body (an input), by its kind
// (docs/adding-a-screen.md#5-a-form-for-a-new-record), on the kit's fields (src/lib/form):
// `FIELD` stands for the field (a file's upload rule is the form's), `LABEL` for its label, the
// choice `VALUE` / `CHOICE` for each choice of a select, `WithdrawalStatus` for the enum the
// contract labels. Each is type-checked here as it is, in a form as the page
// template holds it.

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
