import { fieldRules, type Promo, uploadRules } from '@backoffice/sdk';
import { PageHeader, Skeleton } from '@backoffice/ui';
import { useContractForm } from '@/lib/form/use-contract-form';
import { DescribedRecord } from '@/lib/record/described-record';
import { useCreatePromo, useUpdatePromo } from './api/save-promo';
import { PromoForm } from './components/promo-form';
import {
  EMPTY_PROMO_FORM,
  type PromoFormValues,
  promoToFormValues,
  toPromoBody,
} from './lib/promo-form-values';
import { promoPaths } from './paths';
import { promoRecord } from './promo-record';

/** /promo/add: a new promo code with its banner. */
export function PromoAddPage() {
  const create = useCreatePromo();
  const form = useContractForm<PromoFormValues, unknown>({
    rules: fieldRules.PromoCreateRequest,
    uploads: uploadRules.PromoCreateRequest,
    defaultValues: EMPTY_PROMO_FORM,
    send: (values) => create.mutateAsync({ body: toPromoBody(values) }),
    listPath: promoPaths.list,
  });
  return (
    <div className="grid gap-6">
      <PageHeader heading="Data promo" description="Kode promo yang dipakai klien saat membayar." />
      <PromoForm form={form} />
    </div>
  );
}

function EditPromoForm({ promo }: { promo: Promo }) {
  const update = useUpdatePromo(promo.id);
  const form = useContractForm<PromoFormValues, unknown>({
    rules: fieldRules.PromoUpdateRequest,
    uploads: uploadRules.PromoUpdateRequest,
    defaultValues: promoToFormValues(promo),
    send: (values) =>
      update.mutateAsync({ params: { path: { id: promo.id } }, body: toPromoBody(values) }),
    listPath: promoPaths.list,
  });
  return <PromoForm form={form} currentImageUrl={promo.image} />;
}

/** /promo/edit/:id?: one promo; an unknown or missing id is not found. */
export function PromoEditPage() {
  return (
    <DescribedRecord
      header={<PageHeader heading="Data promo" description="Perubahan berlaku setelah disimpan." />}
      record={promoRecord}
      loading={<Skeleton radius="xl" className="h-[32rem] w-full" />}
    >
      {(answer) => <EditPromoForm promo={answer.data} />}
    </DescribedRecord>
  );
}
