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

/** A new promo, or `promo` (its banner kept unless a new one is chosen). */
function SavePromoForm({ promo }: { promo?: Promo }) {
  const create = useCreatePromo();
  const update = useUpdatePromo(promo?.id ?? 0);
  const form = useContractForm<PromoFormValues, unknown>({
    rules: promo ? fieldRules.PromoUpdateRequest : fieldRules.PromoCreateRequest,
    uploads: promo ? uploadRules.PromoUpdateRequest : uploadRules.PromoCreateRequest,
    defaultValues: promo ? promoToFormValues(promo) : EMPTY_PROMO_FORM,
    send: (values) => {
      const body = toPromoBody(values);
      return promo
        ? update.mutateAsync({ params: { path: { id: promo.id } }, body })
        : create.mutateAsync({ body });
    },
    listPath: promoPaths.list,
  });
  return <PromoForm form={form} currentImageUrl={promo?.image ?? null} />;
}

/** /promo/add: a new promo code with its banner. */
export function PromoAddPage() {
  return (
    <div className="grid gap-6">
      <PageHeader heading="Data promo" description="Kode promo yang dipakai klien saat membayar." />
      <SavePromoForm />
    </div>
  );
}

/** /promo/edit/:id?: one promo; an unknown or missing id is not found. */
export function PromoEditPage() {
  return (
    <DescribedRecord
      header={<PageHeader heading="Data promo" description="Perubahan berlaku setelah disimpan." />}
      record={promoRecord}
      loading={<Skeleton radius="xl" className="h-[32rem] w-full" />}
    >
      {(answer) => <SavePromoForm promo={answer.data} />}
    </DescribedRecord>
  );
}
