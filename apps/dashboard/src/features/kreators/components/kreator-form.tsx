import { Field, Input } from '@backoffice/ui';
import { FormFooter } from '@/lib/form/form-footer';
import type { ContractForm } from '@/lib/form/use-contract-form';
import type { KreatorFormValues } from '../lib/kreator-form-values';

/** A new creator's account: name, contact and first password. No fetching. */
export function KreatorForm({
  form: contractForm,
  cancelHref,
}: {
  form: ContractForm<KreatorFormValues>;
  cancelHref: string;
}) {
  const { form, submit, saving, field, guard } = contractForm;
  const { register } = form;
  return (
    <form noValidate onSubmit={submit} className="grid gap-5 rounded-xl border bg-card p-5 sm:p-6">
      <div className="grid items-start gap-5 md:grid-cols-2">
        <Field {...field('name')}>
          <Input autoComplete="off" {...register('name')} />
        </Field>
        <Field {...field('email')}>
          <Input type="email" autoComplete="off" {...register('email')} />
        </Field>
        <Field {...field('phone')} hint="Angka saja, boleh diawali +.">
          <Input type="tel" inputMode="tel" autoComplete="off" {...register('phone')} />
        </Field>
        <Field
          {...field('password')}
          hint="Minimal 8 karakter. Kreator memverifikasi email lalu dapat masuk dengannya."
        >
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </Field>
      </div>
      <FormFooter cancelHref={cancelHref} saving={saving} guard={guard} />
    </form>
  );
}
