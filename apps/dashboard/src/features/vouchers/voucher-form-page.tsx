import type { Voucher, VoucherType } from '@backoffice/sdk';
import { fieldRules, isApiError, uploadRules } from '@backoffice/sdk';
import { PageHeader, QueryState, Skeleton } from '@backoffice/ui';
import { useParams } from 'wouter';
import { useContractForm } from '@/lib/form/use-contract-form';
import { listHref } from '@/lib/list-return';
import { parseRouteId } from '@/lib/route-id';
import { useCreateVoucher } from './api/create-voucher';
import { useVoucher } from './api/get-voucher';
import { useVoucherTypes } from './api/list-voucher-types';
import { useUpdateVoucher } from './api/update-voucher';
import { VoucherForm } from './components/voucher-form';
import { VoucherNotFound } from './components/voucher-not-found';
import {
  EMPTY_VOUCHER_FORM,
  toCreateVoucherBody,
  toUpdateVoucherBody,
  type VoucherFormValues,
  voucherToFormValues,
} from './lib/voucher-form-values';
import { voucherPaths } from './paths';

function FormSkeleton() {
  return <Skeleton className="h-[32rem] w-full rounded-xl" />;
}

function AddVoucherForm({ types }: { types: readonly VoucherType[] }) {
  const create = useCreateVoucher();
  const form = useContractForm<VoucherFormValues, unknown>({
    rules: fieldRules.CreateVoucherRequest,
    uploads: uploadRules.CreateVoucherRequest,
    defaultValues: EMPTY_VOUCHER_FORM,
    send: (values) => create.mutateAsync({ body: toCreateVoucherBody(values) }),
    onSaved: (_, guard) => guard.leave(listHref(voucherPaths.list)),
  });
  return (
    <VoucherForm
      form={form}
      types={types}
      imageRule={uploadRules.CreateVoucherRequest.image}
      cancelHref={listHref(voucherPaths.list)}
    />
  );
}

/** /voucher/add: a new voucher of the signed-in merchant. */
export function VoucherAddPage() {
  const types = useVoucherTypes();
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Voucher baru"
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
    onSaved: (_, guard) => guard.leave(listHref(voucherPaths.list)),
  });
  return (
    <VoucherForm
      form={form}
      types={types}
      imageRule={uploadRules.UpdateVoucherRequest.image}
      currentImageUrl={voucher.image}
      cancelHref={listHref(voucherPaths.list)}
    />
  );
}

function EditVoucher({ id }: { id: number }) {
  const voucher = useVoucher(id);
  const types = useVoucherTypes();
  if (isApiError(voucher.error) && voucher.error.status === 404) {
    return <VoucherNotFound listHref={listHref(voucherPaths.list)} />;
  }
  return (
    <QueryState query={voucher} loading={<FormSkeleton />}>
      {(answer) => (
        <QueryState query={types} loading={<FormSkeleton />}>
          {(list) => <EditVoucherForm voucher={answer.data} types={list.data} />}
        </QueryState>
      )}
    </QueryState>
  );
}

/** /voucher/edit/:id?: one of the merchant's vouchers; an unknown or missing id is not found. */
export function VoucherEditPage() {
  const id = parseRouteId(useParams<{ id?: string }>().id);
  return (
    <div className="grid gap-6">
      <PageHeader title="Data voucher" description="Perubahan berlaku setelah disimpan." />
      {id === null ? (
        <VoucherNotFound listHref={listHref(voucherPaths.list)} />
      ) : (
        <EditVoucher key={id} id={id} />
      )}
    </div>
  );
}
