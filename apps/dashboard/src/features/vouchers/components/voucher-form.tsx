import type { VoucherType } from '@backoffice/sdk';
import { DateRangeFormFields } from '@/lib/form/date-form-field';
import { ImageFormField } from '@/lib/form/image-form-field';
import { RecordForm } from '@/lib/form/record-form';
import { SelectFormField, SwitchFormField, TextFormField } from '@/lib/form/text-form-field';
import type { ContractForm } from '@/lib/form/use-contract-form';

import type { VoucherFormValues } from '../lib/voucher-form-values';

export type VoucherFormProps = {
  form: ContractForm<VoucherFormValues>;
  /** The master voucher types to choose from. */
  types: readonly VoucherType[];
  /** The stored image of the voucher being edited; kept unless a new one is chosen. */
  currentImageUrl?: string | null;
};

/** The voucher's fields, for the add and the edit page alike. No fetching: the page hands it all. */
export function VoucherForm({
  form: contractForm,
  types,
  currentImageUrl = null,
}: VoucherFormProps) {
  return (
    <RecordForm form={contractForm}>
      <div className="grid items-start gap-5 md:grid-cols-2">
        <TextFormField form={contractForm} name="name" />
        <SelectFormField
          form={contractForm}
          name="voucher_type_id"
          placeholder="Pilih jenis voucher"
          choices={types.map((type) => ({ value: type.id, label: type.name }))}
        />
      </div>
      <TextFormField form={contractForm} name="description" rows={3} />
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <TextFormField form={contractForm} name="point" kind="number" />
        <TextFormField form={contractForm} name="quota" kind="number" />
        <DateRangeFormFields form={contractForm} start="start_date" end="expired_date" />
      </div>
      <ImageFormField
        form={contractForm}
        name="image"
        currentUrl={currentImageUrl}
        previewAlt="Gambar voucher"
      />
      <SwitchFormField form={contractForm} name="aktif" />
    </RecordForm>
  );
}
