import type { Promo, PromoCreateRequest } from '@backoffice/sdk';
import { uploadRules } from '@backoffice/sdk';
import { addRow, listPage } from '../db/paging';
import type { PromoRecord } from '../db/seed/promos';
import { db } from '../db/store';
import { mockToday, nowIso } from '../db/time';
import { fileUrl, forgetUpload } from '../db/uploads';
import { route } from '../http';
import { found, refuseField } from '../pipeline/errors';
import { replaceImage, storeImage } from './shared/image-upload';
import { checkQuota } from './shared/limits';

function toPromo(origin: string, promo: PromoRecord): Promo {
  return { ...promo, image: fileUrl(origin, promo.image) };
}

/**
 * The rules of the form the schema cannot state: the end not before the start, on an update a
 * quota not below the uses so far (400), and a code no other promo has (409).
 */
function checkForm(form: PromoCreateRequest, promo?: PromoRecord): void {
  if (form.end_date < form.start_date) {
    refuseField('end_date', 'Tanggal selesai tidak boleh sebelum tanggal mulai.');
  }
  if (promo !== undefined) checkQuota(form.quota, promo.used, 'jumlah pemakaian sejauh ini');
  if (db.promos.some((p) => p.id !== promo?.id && p.code === form.code)) {
    refuseField('code', 'Kode promo sudah digunakan.', 409);
  }
}

/** Area "Promo": the admin's promo codes, with their banner images. */
export const promoHandlers = [
  route.get('/v1/admindata/allpromos', ({ query, origin, response }) => {
    const today = mockToday();
    const page = listPage(db.promos, query, {
      newest: (p) => p.created_at,
      // Still usable: not past its last day and not used up (upcoming promos count).
      active: (p) => p.end_date >= today && p.used < p.quota,
      search: (p) => [p.title, p.code],
      as: (p) => toPromo(origin, p),
    });
    return response(200).json(page);
  }),

  route.get('/v1/promo/getdetailbyadmin/{id}', ({ path: { id }, origin, response }) => {
    const promo = found(db.promos.find((p) => p.id === id));
    return response(200).json({ data: toPromo(origin, promo) });
  }),

  route.post('/v1/promo/create', async ({ body, origin, response }) => {
    const { image, ...form } = body;
    checkForm(form);
    const rule = uploadRules.PromoCreateRequest.image;
    const stored = image === undefined ? null : await storeImage(image, rule, 'image', 'promos');
    const now = nowIso();
    const promo = addRow(db.promos, {
      ...form,
      used: 0,
      image: stored,
      created_at: now,
      updated_at: now,
    });
    return response(201).json({ message: 'Promo berhasil dibuat.', data: toPromo(origin, promo) });
  }),

  route.put('/v1/promo/update/{id}', async ({ path: { id }, body, origin, response }) => {
    const promo = found(db.promos.find((p) => p.id === id));
    const { image, ...form } = body;
    checkForm(form, promo);
    await replaceImage(promo, 'image', image, uploadRules.PromoUpdateRequest.image, 'promos');
    Object.assign(promo, form, { updated_at: nowIso() });
    return response(200).json({ message: 'Promo berhasil diubah.', data: toPromo(origin, promo) });
  }),

  route.put('/v1/promo/delete/{id}', ({ path: { id }, response }) => {
    const promo = found(db.promos.find((p) => p.id === id));
    db.promos.splice(db.promos.indexOf(promo), 1);
    forgetUpload(promo.image);
    return response(200).json({ message: 'Promo berhasil dihapus.' });
  }),
];
