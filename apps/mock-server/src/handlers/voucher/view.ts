import type { Voucher } from '@backoffice/sdk';
import type { Account } from '../../db/seed/auth';
import type { VoucherRecord } from '../../db/seed/voucher';
import { db } from '../../db/store';
import { fileUrl } from '../../db/uploads';
import { found } from '../../pipeline/errors';
import { merchantOf } from '../merchant/view';

/** Redeems that hold a place in a voucher's quota: every one not rejected. */
export function redeemsHeld(voucherId: number): number {
  return db.voucherRedeems.filter((r) => r.voucher_id === voucherId && r.status !== 'rejected')
    .length;
}

/** The contract's Voucher of a stored record: type name, remaining quota and image URL added. */
export function toVoucher(origin: string, record: VoucherRecord): Voucher {
  const { merchant_id: _owner, image, ...rest } = record;
  const type = db.voucherTypes.find((t) => t.id === record.voucher_type_id);
  return {
    ...rest,
    voucher_type_name: type?.name ?? '',
    remaining: Math.max(0, record.quota - redeemsHeld(record.id)),
    image: fileUrl(origin, image),
  };
}

/** One of the caller's vouchers; another merchant's is as good as missing (a 404 naming it). */
export function ownVoucher(account: Account, id: number): VoucherRecord {
  const merchant = merchantOf(account);
  return found(
    db.vouchers.find((v) => v.id === id && v.merchant_id === merchant?.id),
    'Voucher tidak ditemukan.',
  );
}
