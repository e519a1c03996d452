import { db } from '../../db/store';

export interface VoucherFields {
  readonly name: string;
  readonly voucher_type_id: number;
  readonly start_date: string;
  readonly expired_date: string;
}

/** The first rule of a voucher form the schema cannot express that the values break, if any. */
export function voucherFormError(body: VoucherFields): string | null {
  if (body.name.trim() === '') return 'Nama voucher (name) wajib diisi.';
  if (!db.voucherTypes.some((t) => t.id === body.voucher_type_id)) {
    return `Jenis voucher (voucher_type_id) ${body.voucher_type_id} tidak dikenal.`;
  }
  // ISO calendar dates compare correctly as text.
  if (body.expired_date < body.start_date) {
    return 'Tanggal berakhir (expired_date) tidak boleh sebelum tanggal mulai (start_date).';
  }
  return null;
}
