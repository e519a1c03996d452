import type { UpdateVoucherRequest } from '@backoffice/sdk';
import type { VoucherRecord } from '../../db/seed/voucher';
import { db } from '../../db/store';
import { refuseField } from '../../pipeline/errors';
import type { LabelOf } from '../shared/form';

interface VoucherFields {
  readonly name: string;
  readonly voucher_type_id: number;
  readonly start_date: string;
  readonly expired_date: string;
}

type VoucherBody = VoucherFields &
  Pick<UpdateVoucherRequest, 'description' | 'point' | 'quota' | 'aktif'>;

/** The record's fields from a create or update body, trimmed as the form's check reads them. */
export function voucherFields(body: VoucherBody, aktif: boolean) {
  return {
    name: body.name.trim(),
    description: body.description?.trim() || null,
    voucher_type_id: body.voucher_type_id,
    point: body.point,
    quota: body.quota,
    start_date: body.start_date,
    expired_date: body.expired_date,
    aktif: body.aktif ?? aktif,
  } satisfies Partial<VoucherRecord>;
}

/**
 * Refuses the first rule of a voucher form the schema cannot express that the values break,
 * naming the field by the contract's title (`label`).
 */
export function checkVoucherForm(body: VoucherFields, label: LabelOf<keyof VoucherFields>): void {
  if (body.name.trim() === '') refuseField('name', `${label('name')} wajib diisi.`);
  if (!db.voucherTypes.some((t) => t.id === body.voucher_type_id)) {
    refuseField('voucher_type_id', `${label('voucher_type_id')} tidak dikenal.`);
  }
  // ISO calendar dates compare correctly as text.
  if (body.expired_date < body.start_date) {
    refuseField(
      'expired_date',
      `${label('expired_date')} tidak boleh sebelum ${label('start_date').toLowerCase()}.`,
    );
  }
}
