import { SelectFormField, TextFormField } from '@/lib/form/text-form-field';
import type { ContractForm } from '@/lib/form/use-contract-form';
import { PartnerFields } from '@/lib/partner-profile/partner-profile-form';
import { NEW_PARTNER_ROLE_OPTIONS } from '../lib/labels';
import type { NewPartnerFormValues } from '../lib/partner-form-values';

/** A new partner: the details, the first password and the role. */
export function NewPartnerForm({ form }: { form: ContractForm<NewPartnerFormValues> }) {
  return (
    <PartnerFields form={form}>
      <TextFormField
        form={form}
        name="password"
        kind="new-password"
        hint="Minimal 8 karakter. Partner dapat masuk dengannya."
      />
      <SelectFormField form={form} name="role" choices={NEW_PARTNER_ROLE_OPTIONS} />
    </PartnerFields>
  );
}
