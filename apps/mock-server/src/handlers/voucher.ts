import { uploadRules } from '@backoffice/sdk';
import { newestFirst, nextId, paginate, searchRows } from '../db/paging';
import type { VoucherRecord } from '../db/seed/voucher';
import { db } from '../db/store';
import { nowIso } from '../db/time';
import { forgetUpload } from '../db/uploads';
import { route } from '../http';
import { MESSAGES } from '../pipeline/errors';
import { merchantOf } from './merchant/view';
import { storeImage } from './shared/image-upload';
import { quotaBelowTaken } from './shared/limits';
import { voucherFields, voucherFormError } from './voucher/form';
import { ownVoucher, redeemsHeld, toVoucher, VOUCHER_NOT_FOUND } from './voucher/view';

const IMAGE = { name: 'image', folder: 'voucher' } as const;

/** Area "Voucher": a merchant's own vouchers and the master list of voucher types. */
export const voucherHandlers = [
  route.get('/v1/merchant/getall_data', ({ query, user, origin, response }) => {
    const merchant = merchantOf(user);
    if (merchant === undefined) return response(403).json({ message: MESSAGES.forbidden });
    const own = db.vouchers.filter(
      (v) =>
        v.merchant_id === merchant.id && (query.aktif === undefined || v.aktif === query.aktif),
    );
    const rows = newestFirst(
      searchRows(own, query.search, (v) => [v.name, v.description]),
      (v) => v.created_at,
    );
    const { data, meta } = paginate(rows, query, (v) => v.aktif);
    return response(200).json({ data: data.map((v) => toVoucher(origin, v)), meta });
  }),

  route.get('/v1/merchant/getone_data', ({ query, user, origin, response }) => {
    const { id } = query;
    const voucher = ownVoucher(user, id);
    if (voucher === undefined) return response(404).json({ message: VOUCHER_NOT_FOUND });
    return response(200).json({ data: toVoucher(origin, voucher) });
  }),

  route.post('/v1/merchant/create_data', async ({ body, user, origin, label, response }) => {
    const merchant = merchantOf(user);
    if (merchant === undefined) return response(403).json({ message: MESSAGES.forbidden });
    const invalid = voucherFormError(body, label);
    if (invalid !== null) return response(400).json(invalid);
    const image = await storeImage(body.image, uploadRules.CreateVoucherRequest.image, IMAGE);
    if (!image.ok) return response(400).json(image.error);
    const voucher: VoucherRecord = {
      id: nextId(db.vouchers),
      merchant_id: merchant.id,
      ...voucherFields(body, true),
      image: image.name,
      created_at: nowIso(),
    };
    db.vouchers.push(voucher);
    return response(201).json({
      message: 'Voucher berhasil dibuat.',
      data: toVoucher(origin, voucher),
    });
  }),

  route.post('/v1/merchant/update_data', async ({ query, body, user, origin, label, response }) => {
    const { id } = query;
    const voucher = ownVoucher(user, id);
    if (voucher === undefined) return response(404).json({ message: VOUCHER_NOT_FOUND });
    const invalid = voucherFormError(body, label);
    if (invalid !== null) return response(400).json(invalid);
    const below = quotaBelowTaken(
      body.quota,
      redeemsHeld(voucher.id),
      'jumlah redeem yang sudah dibuat',
      label('quota'),
    );
    if (below !== null) return response(400).json(below);
    if (body.image !== undefined) {
      const image = await storeImage(body.image, uploadRules.UpdateVoucherRequest.image, IMAGE);
      if (!image.ok) return response(400).json(image.error);
      forgetUpload(voucher.image);
      voucher.image = image.name;
    }
    Object.assign(voucher, voucherFields(body, voucher.aktif));
    return response(200).json({
      message: 'Voucher berhasil diubah.',
      data: toVoucher(origin, voucher),
    });
  }),

  route.get('/v1/merchant/remove_data', ({ query, user, response }) => {
    const { id } = query;
    const voucher = ownVoucher(user, id);
    if (voucher === undefined) return response(404).json({ message: VOUCHER_NOT_FOUND });
    // Redeems keep their own copy of the voucher's name, so they still read after this.
    db.vouchers.splice(db.vouchers.indexOf(voucher), 1);
    forgetUpload(voucher.image);
    return response(200).json({ message: 'Voucher berhasil dihapus.' });
  }),

  route.get('/v1/jvoucher/type', ({ response }) =>
    response(200).json({ data: db.voucherTypes.map((t) => ({ ...t })) }),
  ),
];
