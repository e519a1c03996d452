import { Field, Input } from '@backoffice/ui';
import { RecordForm } from '@/lib/form/record-form';
import { TextFormField } from '@/lib/form/text-form-field';
import type { ContractForm } from '@/lib/form/use-contract-form';
import type { KreatorFormValues } from '../lib/kreator-form-values';

/** A new creator's account: name, contact and first password. No fetching. */
export function KreatorForm({ form: contractForm }: { form: ContractForm<KreatorFormValues> }) {
  const { form, field } = contractForm;
  return (
    <RecordForm form={contractForm}>
      <div className="grid items-start gap-5 md:grid-cols-2">
        <TextFormField form={contractForm} name="name" />
        <TextFormField form={contractForm} name="email" kind="email" />
        <TextFormField form={contractForm} name="phone" kind="tel" />
        <Field
          {...field('password')}
          hint="Minimal 8 karakter. Kreator memverifikasi email lalu dapat masuk dengannya."
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </Field>
      </div>
    </RecordForm>
  );
}
