import { DateRangeFormFields } from '@/lib/form/date-form-field';
import { ImageFormField } from '@/lib/form/image-form-field';
import { RecordForm } from '@/lib/form/record-form';
import { SelectFormField, TextFormField } from '@/lib/form/text-form-field';
import type { ContractForm } from '@/lib/form/use-contract-form';
import type { PromoFormValues } from '../lib/promo-form-values';

export type PromoFormProps = {
  form: ContractForm<PromoFormValues>;
  /** The stored banner of the promo being edited; kept unless a new one is chosen. */
  currentImageUrl?: string | null;
};

/** The promo's fields, for the add and the edit page alike. No fetching. */
export function PromoForm({ form: contractForm, currentImageUrl = null }: PromoFormProps) {
  const percent = contractForm.form.watch('discount_type') === 'percent';

  return (
    <RecordForm form={contractForm}>
      <div className="grid items-start gap-5 md:grid-cols-2">
        <TextFormField form={contractForm} name="title" />
        <TextFormField
          form={contractForm}
          name="code"
          kind="code"
          hint="Huruf kapital dan angka, 3–20 karakter; tidak boleh sama."
        />
      </div>
      <TextFormField form={contractForm} name="description" rows={3} />
      <div className="grid items-start gap-5 sm:grid-cols-3">
        <SelectFormField
          form={contractForm}
          name="discount_type"
          choices={[
            { value: 'percent', label: 'Persen' },
            { value: 'amount', label: 'Potongan Rupiah' },
          ]}
        />
        <TextFormField
          form={contractForm}
          name="value"
          kind="number"
          hint={percent ? 'Dalam persen dari harga.' : 'Dalam Rupiah, tanpa titik.'}
        />
        <TextFormField
          form={contractForm}
          name="quota"
          kind="number"
          hint="Berapa kali kode dapat dipakai."
        />
        <DateRangeFormFields form={contractForm} start="start_date" end="end_date" />
      </div>
      <ImageFormField
        form={contractForm}
        name="image"
        currentUrl={currentImageUrl}
        previewAlt="Banner promo"
      />
    </RecordForm>
  );
}
