import { fieldRules, uploadRules, type Voucher } from '@backoffice/sdk';
import { PageHeader, QueryState, Skeleton } from '@backoffice/ui';
import { DateRangeFormFields } from '@/lib/form/date-form-field';
import { ImageFormField } from '@/lib/form/image-form-field';
import { RecordForm } from '@/lib/form/record-form';
import { SelectFormField, SwitchFormField, TextFormField } from '@/lib/form/text-form-field';
import { useContractForm } from '@/lib/form/use-contract-form';
import { DescribedRecord } from '@/lib/record/described-record';
import { useVoucherTypes } from './api/list-voucher-types';
import { useCreateVoucher, useUpdateVoucher } from './api/save-voucher';
import {
  toCreateVoucherBody,
  toUpdateVoucherBody,
  type VoucherFormValues,
  voucherFormValues,
} from './lib/voucher-form-values';
import { voucherPaths } from './paths';
import { voucherRecord } from './voucher-record';

const formSkeleton = <Skeleton radius="xl" className="h-[32rem] w-full" />;

/** The voucher's fields: a new one, or `voucher`'s (its image kept unless a new one is chosen). */
function VoucherForm({ voucher }: { voucher?: Voucher }) {
  const create = useCreateVoucher();
  const update = useUpdateVoucher(voucher?.id ?? 0);
  const form = useContractForm<VoucherFormValues, unknown>({
    rules: voucher ? fieldRules.UpdateVoucherRequest : fieldRules.CreateVoucherRequest,
    uploads: voucher ? uploadRules.UpdateVoucherRequest : uploadRules.CreateVoucherRequest,
    defaultValues: voucherFormValues(voucher),
    send: (values) =>
      voucher
        ? update.mutateAsync({
            params: { query: { id: voucher.id } },
            body: toUpdateVoucherBody(values),
          })
        : create.mutateAsync({ body: toCreateVoucherBody(values) }),
    listPath: voucherPaths.list,
  });
  // The master voucher types the select offers (the route asks for them at once).
  const types = useVoucherTypes();
  return (
    <QueryState query={types} loading={formSkeleton}>
      {(answer) => (
        <RecordForm form={form}>
          <div className="grid items-start gap-5 md:grid-cols-2">
            <TextFormField form={form} name="name" />
            <SelectFormField
              form={form}
              name="voucher_type_id"
              placeholder="Pilih jenis voucher"
              choices={answer.data.map((type) => ({ value: type.id, label: type.name }))}
            />
          </div>
          <TextFormField form={form} name="description" rows={3} />
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <TextFormField form={form} name="point" kind="number" />
            <TextFormField form={form} name="quota" kind="number" />
            <DateRangeFormFields form={form} start="start_date" end="expired_date" />
          </div>
          <ImageFormField
            form={form}
            name="image"
            currentUrl={voucher?.image}
            previewAlt="Gambar voucher"
          />
          <SwitchFormField form={form} name="aktif" />
        </RecordForm>
      )}
    </QueryState>
  );
}

/** /voucher/add: a new voucher of the signed-in merchant. */
export function VoucherAddPage() {
  return (
    <div className="grid gap-6">
      <PageHeader
        heading="Data voucher"
        description="Voucher baru yang dapat ditukar member dengan poin."
      />
      <VoucherForm />
    </div>
  );
}

/** /voucher/edit/:id?: one of the merchant's vouchers; an unknown or missing id is not found. */
export function VoucherEditPage() {
  return (
    <DescribedRecord
      header={
        <PageHeader heading="Data voucher" description="Perubahan berlaku setelah disimpan." />
      }
      record={voucherRecord}
      loading={formSkeleton}
    >
      {(answer) => <VoucherForm voucher={answer.data} />}
    </DescribedRecord>
  );
}
