import { Field, Input, NativeSelect, Textarea } from '@backoffice/ui';
import type { FieldValues, Path } from 'react-hook-form';
import { FormFooter } from '@/lib/form/form-footer';
import type { ContractForm } from '@/lib/form/use-contract-form';
import { NEW_PARTNER_ROLE_OPTIONS } from '../lib/labels';
import type { NewPartnerFormValues, PartnerFormValues } from '../lib/partner-form-values';

type PartnerFieldsProps<V extends FieldValues> = {
  form: ContractForm<V>;
  /** Where Cancel goes: the list as the user left it. */
  cancelHref: string;
  /** The fields only a new partner has (password, role). */
  children?: React.ReactNode;
};

/** The partner's details, for the add and the edit page alike. No fetching: the page hands it all. */
function PartnerFields<V extends FieldValues & PartnerFormValues>({
  form: contractForm,
  cancelHref,
  children,
}: PartnerFieldsProps<V>) {
  const { form, submit, saving, field, guard } = contractForm;
  const register = (name: keyof PartnerFormValues) => form.register(name as Path<V>);
  return (
    <form noValidate onSubmit={submit} className="grid gap-5 rounded-xl border bg-card p-5 sm:p-6">
      <div className="grid items-start gap-5 md:grid-cols-2">
        <Field {...field('name' as Path<V>)}>
          <Input autoComplete="off" {...register('name')} />
        </Field>
        <Field {...field('email' as Path<V>)}>
          <Input type="email" autoComplete="off" {...register('email')} />
        </Field>
        <Field {...field('phone' as Path<V>)} hint="Angka saja, boleh diawali +.">
          <Input type="tel" inputMode="tel" autoComplete="off" {...register('phone')} />
        </Field>
        {children}
      </div>
      <Field {...field('address' as Path<V>)}>
        <Textarea rows={3} {...register('address')} />
      </Field>
      <FormFooter cancelHref={cancelHref} saving={saving} guard={guard} />
    </form>
  );
}

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

/** An existing partner's details. */
export function EditPartnerForm({
  form,
  cancelHref,
}: {
  form: ContractForm<PartnerFormValues>;
  cancelHref: string;
}) {
  return <PartnerFields form={form} cancelHref={cancelHref} />;
}
