import type { Voucher, VoucherType } from '@backoffice/sdk';
import { fieldRules, uploadRules } from '@backoffice/sdk';
import { PageHeader, QueryState, Skeleton } from '@backoffice/ui';
import { useContractForm } from '@/lib/form/use-contract-form';
import { DescribedRecord } from '@/lib/record/described-record';
import { useCreateVoucher } from './api/create-voucher';
import { useVoucherTypes } from './api/list-voucher-types';
import { useUpdateVoucher } from './api/update-voucher';
import { VoucherForm } from './components/voucher-form';
import {
  EMPTY_VOUCHER_FORM,
  toCreateVoucherBody,
  toUpdateVoucherBody,
  type VoucherFormValues,
  voucherToFormValues,
} from './lib/voucher-form-values';
import { voucherPaths } from './paths';
import { voucherRecord } from './voucher-record';

function FormSkeleton() {
  return <Skeleton radius="xl" className="h-[32rem] w-full" />;
}

function AddVoucherForm({ types }: { types: readonly VoucherType[] }) {
  const create = useCreateVoucher();
  const form = useContractForm<VoucherFormValues, unknown>({
    rules: fieldRules.CreateVoucherRequest,
    uploads: uploadRules.CreateVoucherRequest,
    defaultValues: EMPTY_VOUCHER_FORM,
    send: (values) => create.mutateAsync({ body: toCreateVoucherBody(values) }),
    listPath: voucherPaths.list,
  });
  return <VoucherForm form={form} types={types} />;
}

/** /voucher/add: a new voucher of the signed-in merchant. */
export function VoucherAddPage() {
  const types = useVoucherTypes();
  return (
    <div className="grid gap-6">
      <PageHeader
        heading="Data voucher"
        description="Voucher baru yang dapat ditukar member dengan poin."
      />
      <QueryState query={types} loading={<FormSkeleton />}>
        {(answer) => <AddVoucherForm types={answer.data} />}
      </QueryState>
    </div>
  );
}

function EditVoucherForm({ voucher, types }: { voucher: Voucher; types: readonly VoucherType[] }) {
  const update = useUpdateVoucher(voucher.id);
  const form = useContractForm<VoucherFormValues, unknown>({
    rules: fieldRules.UpdateVoucherRequest,
    uploads: uploadRules.UpdateVoucherRequest,
    defaultValues: voucherToFormValues(voucher),
    send: (values) =>
      update.mutateAsync({
        params: { query: { id: voucher.id } },
        body: toUpdateVoucherBody(values),
      }),
    listPath: voucherPaths.list,
  });
  return <VoucherForm form={form} types={types} currentImageUrl={voucher.image} />;
}

/** The voucher's form once the types it offers have come (the route asks for both at once). */
function EditVoucher({ voucher }: { voucher: Voucher }) {
  const types = useVoucherTypes();
  return (
    <QueryState query={types} loading={<FormSkeleton />}>
      {(list) => <EditVoucherForm voucher={voucher} types={list.data} />}
    </QueryState>
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
      loading={<FormSkeleton />}
    >
      {(answer) => <EditVoucher voucher={answer.data} />}
    </DescribedRecord>
  );
}
