import type { CreateVoucherRequest, UpdateVoucherRequest, Voucher } from '@backoffice/sdk';

/** What the voucher form holds: its inputs' text, the active switch and the chosen image. */
export type VoucherFormValues = {
  name: string;
  description: string;
  voucher_type_id: string;
  point: string;
  quota: string;
  start_date: string;
  expired_date: string;
  aktif: boolean;
  /** A new image; null keeps the current one (edit) or is missing (add). */
  image: File | null;
};

/** `voucher`'s values, or a new voucher's: empty and active, as the contract's default says. */
export function voucherFormValues(voucher?: Voucher): VoucherFormValues {
  return {
    name: voucher?.name ?? '',
    description: voucher?.description ?? '',
    voucher_type_id: voucher ? String(voucher.voucher_type_id) : '',
    point: voucher ? String(voucher.point) : '',
    quota: voucher ? String(voucher.quota) : '',
    start_date: voucher?.start_date ?? '',
    expired_date: voucher?.expired_date ?? '',
    aktif: voucher?.aktif ?? true,
    image: null,
  };
}

function commonFields(values: VoucherFormValues) {
  return {
    name: values.name.trim(),
    voucher_type_id: Number(values.voucher_type_id),
    point: Number(values.point),
    quota: Number(values.quota),
    start_date: values.start_date,
    expired_date: values.expired_date,
    aktif: values.aktif,
  };
}

/** The create call's body; the form has checked that an image is chosen. */
export function toCreateVoucherBody(values: VoucherFormValues): CreateVoucherRequest {
  if (values.image === null) throw new Error('A new voucher needs its image');
  const description = values.description.trim();
  return {
    ...commonFields(values),
    ...(description === '' ? {} : { description }),
    image: values.image,
  };
}

/** The update call's body: the description is always sent (so it can be cleared), the image only when replaced. */
export function toUpdateVoucherBody(values: VoucherFormValues): UpdateVoucherRequest {
  return {
    ...commonFields(values),
    description: values.description.trim(),
    ...(values.image === null ? {} : { image: values.image }),
  };
}
