import { fieldRules, isApiError, type Promo, uploadRules } from '@backoffice/sdk';
import { PageHeader, QueryState, Skeleton } from '@backoffice/ui';
import { useParams } from 'wouter';
import { useContractForm } from '@/lib/form/use-contract-form';
import { listHref } from '@/lib/list-return';
import { parseRouteId } from '@/lib/route-id';
import { usePromo } from './api/get-promo';
import { useCreatePromo, useUpdatePromo } from './api/save-promo';
import { PromoForm } from './components/promo-form';
import { PromoNotFound } from './components/promo-not-found';
import {
  EMPTY_PROMO_FORM,
  type PromoFormValues,
  promoToFormValues,
  toPromoBody,
} from './lib/promo-form-values';
import { promoPaths } from './paths';

/** /promo/add: a new promo code with its banner. */
export function PromoAddPage() {
  const create = useCreatePromo();
  const form = useContractForm<PromoFormValues, unknown>({
    rules: fieldRules.PromoCreateRequest,
    uploads: uploadRules.PromoCreateRequest,
    defaultValues: EMPTY_PROMO_FORM,
    send: (values) => create.mutateAsync({ body: toPromoBody(values) }),
    onSaved: (_, guard) => guard.leave(listHref(promoPaths.list)),
  });
  return (
    <div className="grid gap-6">
      <PageHeader title="Promo baru" description="Kode promo yang dipakai klien saat membayar." />
      <PromoForm
        form={form}
        imageRule={uploadRules.PromoCreateRequest.image}
        cancelHref={listHref(promoPaths.list)}
      />
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
    onSaved: (_, guard) => guard.leave(listHref(promoPaths.list)),
  });
  return (
    <PromoForm
      form={form}
      imageRule={uploadRules.PromoUpdateRequest.image}
      currentImageUrl={promo.image}
      cancelHref={listHref(promoPaths.list)}
    />
  );
}

function EditPromo({ id }: { id: number }) {
  const promo = usePromo(id);
  if (isApiError(promo.error) && promo.error.status === 404) {
    return <PromoNotFound listHref={listHref(promoPaths.list)} />;
  }
  return (
    <QueryState query={promo} loading={<Skeleton className="h-[32rem] w-full rounded-xl" />}>
      {(answer) => <EditPromoForm promo={answer.data} />}
    </QueryState>
  );
}

/** /promo/edit/:id?: one promo; an unknown or missing id is not found. */
export function PromoEditPage() {
  const id = parseRouteId(useParams<{ id?: string }>().id);
  return (
    <div className="grid gap-6">
      <PageHeader title="Data promo" description="Perubahan berlaku setelah disimpan." />
      {id === null ? (
        <PromoNotFound listHref={listHref(promoPaths.list)} />
      ) : (
        <EditPromo key={id} id={id} />
      )}
    </div>
  );
}
