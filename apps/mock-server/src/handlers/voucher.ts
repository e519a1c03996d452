import type { UpdateVoucherRequest } from '@backoffice/sdk';
import { fieldRules, uploadRules } from '@backoffice/sdk';
import { addRow, listPage, whereIs } from '../db/paging';
import type { VoucherRecord } from '../db/seed/voucher';
import { db } from '../db/store';
import { nowIso } from '../db/time';
import { forgetUpload } from '../db/uploads';
import { route } from '../http';
import { refuseField } from '../pipeline/errors';
import { ownMerchant } from './merchant/view';
import { checkNotBlank } from './shared/form';
import { replaceImage, storeImage } from './shared/image-upload';
import { checkQuota } from './shared/limits';
import { ownVoucher, redeemsHeld, toVoucher } from './voucher/view';

/** The record's fields from a create or update body, trimmed as the form's check reads them. */
function voucherFields(body: UpdateVoucherRequest, aktif: boolean) {
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

/** Refuses the first rule of a voucher form the schema cannot express that the values break. */
function checkVoucherForm(body: UpdateVoucherRequest): void {
  const labels = fieldRules.UpdateVoucherRequest;
  checkNotBlank(body, ['name'], labels);
  if (!db.voucherTypes.some((t) => t.id === body.voucher_type_id)) {
    refuseField('voucher_type_id', `${labels.voucher_type_id.label} tidak dikenal.`);
  }
  // ISO calendar dates compare correctly as text.
  if (body.expired_date < body.start_date) {
    const start = labels.start_date.label.toLowerCase();
    refuseField('expired_date', `${labels.expired_date.label} tidak boleh sebelum ${start}.`);
  }
}

/** Area "Voucher": a merchant's own vouchers and the master list of voucher types. */
export const voucherHandlers = [
  route.get('/v1/merchant/getall_data', ({ query, user, origin, response }) => {
    const merchant = ownMerchant(user);
    const page = listPage(db.vouchers, query, {
      newest: (v) => v.created_at,
      active: (v) => v.aktif,
      search: (v) => [v.name, v.description],
      keep: [(v) => v.merchant_id === merchant.id, whereIs(query.aktif, (v) => v.aktif)],
      as: (v) => toVoucher(origin, v),
    });
    return response(200).json(page);
  }),

  route.get('/v1/merchant/getone_data', ({ query, user, origin, response }) =>
    response(200).json({ data: toVoucher(origin, ownVoucher(user, query.id)) }),
  ),

  route.post('/v1/merchant/create_data', async ({ body, user, origin, response }) => {
    const merchant = ownMerchant(user);
    checkVoucherForm(body);
    const rule = uploadRules.CreateVoucherRequest.image;
    const image = await storeImage(body.image, rule, 'image', 'voucher');
    const voucher = addRow(db.vouchers, {
      merchant_id: merchant.id,
      ...voucherFields(body, true),
      image,
      created_at: nowIso(),
    });
    return response(201).json({
      message: 'Voucher berhasil dibuat.',
      data: toVoucher(origin, voucher),
    });
  }),

  route.post('/v1/merchant/update_data', async ({ query, body, user, origin, response }) => {
    const voucher = ownVoucher(user, query.id);
    checkVoucherForm(body);
    const taken = redeemsHeld(voucher.id);
    checkQuota(body.quota, taken, 'jumlah redeem yang sudah dibuat');
    const rule = uploadRules.UpdateVoucherRequest.image;
    await replaceImage(voucher, 'image', body.image, rule, 'voucher');
    Object.assign(voucher, voucherFields(body, voucher.aktif));
    return response(200).json({
      message: 'Voucher berhasil diubah.',
      data: toVoucher(origin, voucher),
    });
  }),

  route.get('/v1/merchant/remove_data', ({ query, user, response }) => {
    const voucher = ownVoucher(user, query.id);
    // Redeems keep their own copy of the voucher's name, so they still read after this.
    db.vouchers.splice(db.vouchers.indexOf(voucher), 1);
    forgetUpload(voucher.image);
    return response(200).json({ message: 'Voucher berhasil dihapus.' });
  }),

  route.get('/v1/jvoucher/type', ({ response }) =>
    response(200).json({ data: db.voucherTypes.map((t) => ({ ...t })) }),
  ),
];
