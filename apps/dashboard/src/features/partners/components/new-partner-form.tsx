import { enumLabels, fieldRules } from '@backoffice/sdk';
import { labelOf } from '@/lib/enum-badge';
import { SelectFormField, TextFormField } from '@/lib/form/text-form-field';
import type { ContractForm } from '@/lib/form/use-contract-form';
import { PartnerFields } from '@/lib/partner-profile/partner-profile-form';
import type { NewPartnerFormValues } from '../lib/partner-form-values';

/** The roles an admin may give a new partner, as the contract lists and names them. */
const ROLE_CHOICES = fieldRules.CreatePartnerRequest.role.enum.map((value) => ({
  value,
  label: labelOf(enumLabels.PartnerRole, value),
}));

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
      <SelectFormField form={form} name="role" choices={ROLE_CHOICES} />
    </PartnerFields>
  );
}
