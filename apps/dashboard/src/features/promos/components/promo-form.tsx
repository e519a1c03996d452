import type { UploadRule } from '@backoffice/sdk';
import { Field, Input, NativeSelect, Textarea } from '@backoffice/ui';
import { DateFormField } from '@/lib/form/date-form-field';
import { FormFooter } from '@/lib/form/form-footer';
import { ImageFormField } from '@/lib/form/image-form-field';
import type { ContractForm } from '@/lib/form/use-contract-form';
import type { PromoFormValues } from '../lib/promo-form-values';

export type PromoFormProps = {
  form: ContractForm<PromoFormValues>;
  imageRule: UploadRule;
  /** The stored banner of the promo being edited; kept unless a new one is chosen. */
  currentImageUrl?: string | null;
  /** Where Batal goes: the list as the user left it. */
  cancelHref: string;
};

/** The promo's fields, for the add and the edit page alike. No fetching. */
export function PromoForm({
  form: contractForm,
  imageRule,
  currentImageUrl = null,
  cancelHref,
}: PromoFormProps) {
  const { form, submit, saving, field, guard } = contractForm;
  const { register, watch } = form;
  const percent = watch('discount_type') === 'percent';

  return (
    <form noValidate onSubmit={submit} className="grid gap-5 rounded-xl border bg-card p-5 sm:p-6">
      <div className="grid items-start gap-5 md:grid-cols-2">
        <Field {...field('title')}>
          <Input autoComplete="off" {...register('title')} />
        </Field>
        <Field {...field('code')} hint="Huruf kapital dan angka, 3–20 karakter; tidak boleh sama.">
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="font-mono uppercase"
            {...register('code', { setValueAs: (value: string) => value.toUpperCase() })}
          />
        </Field>
      </div>
      <Field {...field('description')}>
        <Textarea rows={3} {...register('description')} />
      </Field>
      <div className="grid items-start gap-5 sm:grid-cols-3">
        <Field {...field('discount_type')}>
          <NativeSelect {...register('discount_type')}>
            <option value="percent">Persen</option>
            <option value="amount">Potongan Rupiah</option>
          </NativeSelect>
        </Field>
        <Field
          {...field('value')}
          hint={percent ? 'Dalam persen dari harga.' : 'Dalam Rupiah, tanpa titik.'}
        >
          <Input inputMode="numeric" autoComplete="off" {...register('value')} />
        </Field>
        <Field {...field('quota')} hint="Berapa kali kode dapat dipakai.">
          <Input inputMode="numeric" autoComplete="off" {...register('quota')} />
        </Field>
        <DateFormField form={contractForm} name="start_date" />
        <DateFormField
          form={contractForm}
          name="end_date"
          hint="Tidak boleh sebelum tanggal mulai."
        />
      </div>
      <ImageFormField
        form={contractForm}
        name="image"
        rule={imageRule}
        currentUrl={currentImageUrl}
        previewAlt="Banner promo"
      />
      <FormFooter cancelHref={cancelHref} saving={saving} guard={guard} />
    </form>
  );
}
