import { fieldRules, type Merchant, uploadRules } from '@backoffice/sdk';
import { PageHeader, QueryState, Skeleton } from '@backoffice/ui';
import { RecordForm } from '@/lib/form/record-form';
import { TextFormField } from '@/lib/form/text-form-field';
import { useContractForm } from '@/lib/form/use-contract-form';
import { MerchantBusinessFields } from '@/lib/merchant/business-fields';
import { useMerchantProfile } from '@/lib/merchant/merchant-profile-query';
import { PasswordSection } from '@/lib/password/password-section';
import { useChangeMerchantPassword, useMerchant, useUpdateMerchant } from './api/merchant-profile';
import {
  type MerchantProfileValues,
  merchantToFormValues,
  toUpdateMerchantBody,
} from './lib/merchant-profile-values';

const FORM_LOADING = <Skeleton radius="xl" className="h-[34rem] w-full" />;

/** The merchant's own record: the business, its contact and its place. */
function EditMerchant({ merchant }: { merchant: Merchant }) {
  const update = useUpdateMerchant(merchant.id);
  const form = useContractForm<MerchantProfileValues, { data: Merchant }>({
    rules: fieldRules.UpdateMerchantRequest,
    uploads: uploadRules.UpdateMerchantRequest,
    defaultValues: merchantToFormValues(merchant),
    // The page stays: the saved record (the query's new answer) fills the form again, the new
    // photo now the stored one.
    values: merchantToFormValues(merchant),
    send: (values) =>
      update.mutateAsync({
        params: { query: { id: merchant.id } },
        body: toUpdateMerchantBody(values),
      }),
  });
  return (
    <RecordForm form={form} label="Data merchant">
      <MerchantBusinessFields form={form} currentPhotoUrl={merchant.merchant_photo} columns={2}>
        <TextFormField form={form} name="email" kind="email" autoComplete="email" />
      </MerchantBusinessFields>
    </RecordForm>
  );
}

function LoadMerchant({ id }: { id: number }) {
  const merchant = useMerchant(id);
  return (
    <QueryState query={merchant} loading={FORM_LOADING}>
      {(answer) => <EditMerchant merchant={answer.data} />}
    </QueryState>
  );
}

/** /edit for a merchant: the business record with its photo and place, and the password. */
export function MerchantProfilePage() {
  const profile = useMerchantProfile();
  const changePassword = useChangeMerchantPassword();
  return (
    <div className="grid gap-6">
      <PageHeader description="Data usaha, lokasi, foto, dan password merchant." />
      <QueryState query={profile} loading={FORM_LOADING}>
        {(answer) => <LoadMerchant id={answer.data.id} />}
      </QueryState>
      <PasswordSection send={changePassword.mutateAsync} />
    </div>
  );
}
