import { fieldRules, type Promo, uploadRules } from '@backoffice/sdk';
import { PageHeader, Skeleton } from '@backoffice/ui';
import { DateRangeFormFields } from '@/lib/form/date-form-field';
import { ImageFormField } from '@/lib/form/image-form-field';
import { RecordForm } from '@/lib/form/record-form';
import { SelectFormField, TextFormField } from '@/lib/form/text-form-field';
import { useContractForm } from '@/lib/form/use-contract-form';
import { DescribedRecord } from '@/lib/record/described-record';
import { useCreatePromo, useUpdatePromo } from './api/save-promo';
import { type PromoFormValues, promoFormValues, toPromoBody } from './lib/promo-form-values';
import { promoPaths } from './paths';
import { promoRecord } from './promo-record';

/** A new promo, or `promo` (its banner kept unless a new one is chosen). */
function SavePromoForm({ promo }: { promo?: Promo }) {
  const create = useCreatePromo();
  const update = useUpdatePromo(promo?.id ?? 0);
  const form = useContractForm<PromoFormValues, unknown>({
    rules: promo ? fieldRules.PromoUpdateRequest : fieldRules.PromoCreateRequest,
    uploads: promo ? uploadRules.PromoUpdateRequest : uploadRules.PromoCreateRequest,
    defaultValues: promoFormValues(promo),
    send: (values) => {
      const body = toPromoBody(values);
      return promo
        ? update.mutateAsync({ params: { path: { id: promo.id } }, body })
        : create.mutateAsync({ body });
    },
    listPath: promoPaths.list,
  });
  const percent = form.form.watch('discount_type') === 'percent';

  return (
    <RecordForm form={form}>
      <div className="grid items-start gap-5 md:grid-cols-2">
        <TextFormField form={form} name="title" />
        <TextFormField
          form={form}
          name="code"
          kind="code"
          hint="Huruf kapital dan angka, 3–20 karakter; tidak boleh sama."
        />
      </div>
      <TextFormField form={form} name="description" rows={3} />
      <div className="grid items-start gap-5 sm:grid-cols-3">
        <SelectFormField
          form={form}
          name="discount_type"
          choices={[
            { value: 'percent', label: 'Persen' },
            { value: 'amount', label: 'Potongan Rupiah' },
          ]}
        />
        <TextFormField
          form={form}
          name="value"
          kind="number"
          hint={percent ? 'Dalam persen dari harga.' : 'Dalam Rupiah, tanpa titik.'}
        />
        <TextFormField
          form={form}
          name="quota"
          kind="number"
          hint="Berapa kali kode dapat dipakai."
        />
        <DateRangeFormFields form={form} start="start_date" end="end_date" />
      </div>
      <ImageFormField
        form={form}
        name="image"
        currentUrl={promo?.image ?? null}
        previewAlt="Banner promo"
      />
    </RecordForm>
  );
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
