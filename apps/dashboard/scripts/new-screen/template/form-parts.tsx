import { enumLabels, uploadRules } from '@backoffice/sdk';
import { Field, Input, NativeSelect } from '@backoffice/ui';
import { DateFormField } from '@/lib/form/date-form-field';
import { ImageFormField } from '@/lib/form/image-form-field';
import type { ContractForm } from '@/lib/form/use-contract-form';

// What `pnpm new:form` writes for one field of a request body (an input), by its kind
// (docs/adding-a-screen.md#5-a-form-for-a-new-record): `FIELD` stands for the field, `LABEL`
// for its label, `KreatorProfileRequest.photo` for its upload rule, the option `VALUE` /
// `CHOICE` for each choice of a select, `WithdrawalStatus` for the enum the contract labels.
// Each is type-checked here as it is, in a form as the page template holds it.

export function Inputs({ contractForm }: { contractForm: ContractForm<{ FIELD: string }> }) {
  const { form, field } = contractForm;
  const { register } = form;
  const inputs = {
    text: (
      <Field {...field('FIELD')}>
        <Input autoComplete="off" {...register('FIELD')} />
      </Field>
    ),
    email: (
      <Field {...field('FIELD')}>
        <Input type="email" autoComplete="off" {...register('FIELD')} />
      </Field>
    ),
    password: (
      <Field {...field('FIELD')}>
        <Input type="password" autoComplete="new-password" {...register('FIELD')} />
      </Field>
    ),
    number: (
      <Field {...field('FIELD')}>
        <Input inputMode="numeric" autoComplete="off" {...register('FIELD')} />
      </Field>
    ),
    // Shown and typed as 19/10/2026 whatever the browser's language (ADR 0108).
    date: <DateFormField form={contractForm} name="FIELD" />,
    file: (
      <ImageFormField
        form={contractForm}
        name="FIELD"
        rule={uploadRules.KreatorProfileRequest.photo}
        previewAlt="LABEL"
      />
    ),
    select: (
      <Field {...field('FIELD')}>
        <NativeSelect {...register('FIELD')}>
          <option value="">Pilih…</option>
          <option value="VALUE">CHOICE</option>
        </NativeSelect>
      </Field>
    ),
    labelledSelect: (
      <Field {...field('FIELD')}>
        <NativeSelect {...register('FIELD')}>
          <option value="">Pilih…</option>
          {Object.entries(enumLabels.WithdrawalStatus).map(([value, { label }]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </Field>
    ),
  };
  return Object.values(inputs);
}
