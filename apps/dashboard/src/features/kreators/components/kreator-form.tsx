import { RecordForm } from '@/lib/form/record-form';
import { TextFormField } from '@/lib/form/text-form-field';
import type { ContractForm } from '@/lib/form/use-contract-form';
import type { KreatorFormValues } from '../lib/kreator-form-values';

/** A new creator's account: name, contact and first password. No fetching. */
export function KreatorForm({ form: contractForm }: { form: ContractForm<KreatorFormValues> }) {
  return (
    <RecordForm form={contractForm}>
      <div className="grid items-start gap-5 md:grid-cols-2">
        <TextFormField form={contractForm} name="name" />
        <TextFormField form={contractForm} name="email" kind="email" />
        <TextFormField form={contractForm} name="phone" kind="tel" />
        <TextFormField
          form={contractForm}
          name="password"
          kind="new-password"
          hint="Minimal 8 karakter. Kreator memverifikasi email lalu dapat masuk dengannya."
        />
      </div>
    </RecordForm>
  );
}
