import { Field, Input } from '@backoffice/ui';
import { SelectFormField } from '@/lib/form/text-form-field';
import type { ContractForm } from '@/lib/form/use-contract-form';
import { PartnerFields } from '@/lib/partner-profile/partner-profile-form';
import { NEW_PARTNER_ROLE_OPTIONS } from '../lib/labels';
import type { NewPartnerFormValues } from '../lib/partner-form-values';

/** A new partner: the details, the first password and the role. */
export function NewPartnerForm({ form }: { form: ContractForm<NewPartnerFormValues> }) {
  const { register } = form.form;
  return (
    <PartnerFields form={form}>
      <Field {...form.field('password')} hint="Minimal 8 karakter. Partner dapat masuk dengannya.">
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      <SelectFormField form={form} name="role" choices={NEW_PARTNER_ROLE_OPTIONS} />
    </PartnerFields>
  );
}
