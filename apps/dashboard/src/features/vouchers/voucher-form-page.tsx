import type { Voucher, VoucherType } from '@backoffice/sdk';
import { fieldRules, uploadRules } from '@backoffice/sdk';
import { PageHeader, QueryState, Skeleton } from '@backoffice/ui';
import type { ReactNode } from 'react';
import { useContractForm } from '@/lib/form/use-contract-form';
import { DescribedRecord } from '@/lib/record/described-record';
import { useVoucherTypes } from './api/list-voucher-types';
import { useCreateVoucher, useUpdateVoucher } from './api/save-voucher';
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

const formSkeleton = <Skeleton radius="xl" className="h-[32rem] w-full" />;

/** The form once the voucher types it offers have come (the route asks for them at once). */
function WithTypes({ children }: { children: (types: readonly VoucherType[]) => ReactNode }) {
  const types = useVoucherTypes();
  return (
    <QueryState query={types} loading={formSkeleton}>
      {(answer) => children(answer.data)}
    </QueryState>
  );
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
  return (
    <div className="grid gap-6">
      <PageHeader
        heading="Data voucher"
        description="Voucher baru yang dapat ditukar member dengan poin."
      />
      <WithTypes>{(types) => <AddVoucherForm types={types} />}</WithTypes>
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
      {(answer) => (
        <WithTypes>{(types) => <EditVoucherForm voucher={answer.data} types={types} />}</WithTypes>
      )}
    </DescribedRecord>
  );
}
