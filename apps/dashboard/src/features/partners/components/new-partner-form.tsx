import { Field, Input, NativeSelect } from '@backoffice/ui';
import type { ContractForm } from '@/lib/form/use-contract-form';
import { PartnerFields } from '@/lib/partner-profile/partner-profile-form';
import { NEW_PARTNER_ROLE_OPTIONS } from '../lib/labels';
import type { NewPartnerFormValues } from '../lib/partner-form-values';

/** A new partner: the details, the first password and the role. */
export function NewPartnerForm({
  form,
  cancelHref,
}: {
  form: ContractForm<NewPartnerFormValues>;
  cancelHref: string;
}) {
  const { register } = form.form;
  return (
    <PartnerFields form={form} cancelHref={cancelHref}>
      <Field {...form.field('password')} hint="Minimal 8 karakter. Partner dapat masuk dengannya.">
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      <Field {...form.field('role')}>
        <NativeSelect {...register('role')}>
          {NEW_PARTNER_ROLE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </PartnerFields>
  );
}
