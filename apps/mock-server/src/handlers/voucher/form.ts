import { db } from '../../db/store';
import { fieldErrorBody } from '../../pipeline/errors';
import type { FieldErrorBody } from '../shared/field-error';

export interface VoucherFields {
  readonly name: string;
  readonly voucher_type_id: number;
  readonly start_date: string;
  readonly expired_date: string;
}

/** The first rule of a voucher form the schema cannot express that the values break, if any. */
export function voucherFormError(body: VoucherFields): FieldErrorBody | null {
  if (body.name.trim() === '') return fieldErrorBody('body', 'name', 'Nama voucher wajib diisi.');
  if (!db.voucherTypes.some((t) => t.id === body.voucher_type_id)) {
    return fieldErrorBody('body', 'voucher_type_id', 'Jenis voucher tidak dikenal.');
  }
  // ISO calendar dates compare correctly as text.
  if (body.expired_date < body.start_date) {
    return fieldErrorBody(
      'body',
      'expired_date',
      'Tanggal berakhir tidak boleh sebelum tanggal mulai.',
    );
  }
  return null;
}
