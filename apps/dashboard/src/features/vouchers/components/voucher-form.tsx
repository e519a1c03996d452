import type { UploadRule, VoucherType } from '@backoffice/sdk';
import { Field, Input, NativeSelect, Textarea } from '@backoffice/ui';
import { DateFormField } from '@/lib/form/date-form-field';
import { FormFooter } from '@/lib/form/form-footer';
import { ImageFormField } from '@/lib/form/image-form-field';
import type { ContractForm } from '@/lib/form/use-contract-form';

import type { VoucherFormValues } from '../lib/voucher-form-values';

export type VoucherFormProps = {
  form: ContractForm<VoucherFormValues>;
  /** The master voucher types to choose from. */
  types: readonly VoucherType[];
  imageRule: UploadRule;
  /** The stored image of the voucher being edited; kept unless a new one is chosen. */
  currentImageUrl?: string | null;
  /** Where Cancel goes: the list as the user left it. */
  cancelHref: string;
};

/** The voucher's fields, for the add and the edit page alike. No fetching: the page hands it all. */
export function VoucherForm({
  form: contractForm,
  types,
  imageRule,
  currentImageUrl = null,
  cancelHref,
}: VoucherFormProps) {
  const { form, submit, saving, field, guard } = contractForm;
  const { register } = form;

  return (
    <form noValidate onSubmit={submit} className="grid gap-5 rounded-xl border bg-card p-5 sm:p-6">
      <div className="grid items-start gap-5 md:grid-cols-2">
        <Field {...field('name')}>
          <Input autoComplete="off" {...register('name')} />
        </Field>
        <Field {...field('voucher_type_id')}>
          <NativeSelect {...register('voucher_type_id')}>
            <option value="">Pilih jenis voucher</option>
            {types.map((type) => (
              <option key={type.id} value={String(type.id)}>
                {type.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field {...field('description')}>
        <Textarea rows={3} {...register('description')} />
      </Field>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field {...field('point')}>
          <Input inputMode="numeric" autoComplete="off" {...register('point')} />
        </Field>
        <Field {...field('quota')}>
          <Input inputMode="numeric" autoComplete="off" {...register('quota')} />
        </Field>
        <DateFormField form={contractForm} name="start_date" />
        <DateFormField
          form={contractForm}
          name="expired_date"
          hint="Tidak boleh sebelum tanggal mulai."
        />
      </div>
      <ImageFormField
        form={contractForm}
        name="image"
        rule={imageRule}
        currentUrl={currentImageUrl}
        previewAlt="Gambar voucher"
      />
      <label className="flex w-fit cursor-pointer items-center gap-3 text-sm">
        <input type="checkbox" className="size-4 accent-primary" {...register('aktif')} />
        {field('aktif').label}
      </label>
      <FormFooter cancelHref={cancelHref} saving={saving} guard={guard} />
    </form>
  );
}
