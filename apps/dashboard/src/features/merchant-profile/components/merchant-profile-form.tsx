import { RecordForm } from '@/lib/form/record-form';
import { TextFormField } from '@/lib/form/text-form-field';
import type { ContractForm } from '@/lib/form/use-contract-form';
import { MerchantBusinessFields } from '@/lib/merchant/business-fields';
import type { MerchantProfileValues } from '../lib/merchant-profile-values';

export type MerchantProfileFormProps = {
  form: ContractForm<MerchantProfileValues>;
  /** The stored photo, shown until a new one is chosen. */
  currentPhotoUrl: string;
};

/** The merchant's own record: the business, its contact and its place. No fetching. */
export function MerchantProfileForm({
  form: contractForm,
  currentPhotoUrl,
}: MerchantProfileFormProps) {
  return (
    <RecordForm form={contractForm} label="Data merchant">
      <MerchantBusinessFields form={contractForm} currentPhotoUrl={currentPhotoUrl} columns={2}>
        <TextFormField form={contractForm} name="email" kind="email" autoComplete="email" />
      </MerchantBusinessFields>
    </RecordForm>
  );
}
