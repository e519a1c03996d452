import type { Promo, PromoCreateRequest } from '@backoffice/sdk';
import { uploadRules } from '@backoffice/sdk';
import { newestFirst, nextId, paginate, searchRows } from '../db/paging';
import type { PromoRecord } from '../db/seed/promos';
import { db } from '../db/store';
import { mockToday, nowIso } from '../db/time';
import { fileUrl, forgetUpload } from '../db/uploads';
import { route } from '../http';
import { type FieldErrorBody, fieldErrorBody, MESSAGES } from '../pipeline/errors';
import { storeImage } from './shared/image-upload';
import { quotaBelowTaken } from './shared/limits';

const BANNER = { name: 'image', folder: 'promos' } as const;

function toPromo(origin: string, promo: PromoRecord): Promo {
  return { ...promo, image: promo.image === null ? null : fileUrl(origin, promo.image) };
}

/** Still usable: not past its last day and not used up (upcoming promos count). */
function isLive(promo: PromoRecord, today: string): boolean {
  return promo.end_date >= today && promo.used < promo.quota;
}

/** The rule between fields the schema cannot state; null when the form is consistent. */
function formProblem(form: PromoCreateRequest): FieldErrorBody | null {
  if (form.end_date < form.start_date) {
    return fieldErrorBody('body', 'end_date', 'Tanggal selesai tidak boleh sebelum tanggal mulai.');
  }
  return null;
}

/** The 409 body when another promo than `selfId` has the code; null when it is free. */
function codeConflict(code: string, selfId: number | null): FieldErrorBody | null {
  const taken = db.promos.some((p) => p.id !== selfId && p.code === code);
  return taken ? fieldErrorBody('body', 'code', 'Kode promo sudah digunakan.') : null;
}

/** Area "Promo": the admin's promo codes, with their banner images. */
export const promoHandlers = [
  route.get('/v1/admindata/allpromos', ({ query, origin, response }) => {
    const found = searchRows(db.promos, query.search, (p) => [p.title, p.code]);
    const today = mockToday();
    const page = paginate(
      newestFirst(found, (p) => p.created_at),
      query,
      (p) => isLive(p, today),
    );
    return response(200).json({
      data: page.data.map((p) => toPromo(origin, p)),
      meta: page.meta,
    });
  }),

  route.get('/v1/promo/getdetailbyadmin/{id}', ({ path: { id }, origin, response }) => {
    const promo = db.promos.find((p) => p.id === id);
    if (promo === undefined) return response(404).json({ message: MESSAGES.notFound });
    return response(200).json({ data: toPromo(origin, promo) });
  }),

  route.post('/v1/promo/create', async ({ body, origin, response }) => {
    const { image, ...form } = body;
    const problem = formProblem(form);
    if (problem !== null) return response(400).json(problem);
    const conflict = codeConflict(form.code, null);
    if (conflict !== null) return response(409).json(conflict);
    let stored: string | null = null;
    if (image !== undefined) {
      const upload = await storeImage(image, uploadRules.PromoCreateRequest.image, BANNER);
      if (!upload.ok) return response(400).json(upload.error);
      stored = upload.name;
    }
    const now = nowIso();
    const promo: PromoRecord = {
      id: nextId(db.promos),
      ...form,
      used: 0,
      image: stored,
      created_at: now,
      updated_at: now,
    };
    db.promos.push(promo);
    return response(201).json({ message: 'Promo berhasil dibuat.', data: toPromo(origin, promo) });
  }),

  route.put('/v1/promo/update/{id}', async ({ path: { id }, body, origin, response }) => {
    const promo = db.promos.find((p) => p.id === id);
    if (promo === undefined) return response(404).json({ message: MESSAGES.notFound });
    const { image, ...form } = body;
    const problem = formProblem(form);
    if (problem !== null) return response(400).json(problem);
    const below = quotaBelowTaken(form.quota, promo.used, 'jumlah pemakaian sejauh ini');
    if (below !== null) return response(400).json(below);
    const conflict = codeConflict(form.code, promo.id);
    if (conflict !== null) return response(409).json(conflict);
    if (image !== undefined) {
      const upload = await storeImage(image, uploadRules.PromoUpdateRequest.image, BANNER);
      if (!upload.ok) return response(400).json(upload.error);
      forgetUpload(promo.image);
      promo.image = upload.name;
    }
    Object.assign(promo, form, { updated_at: nowIso() });
    return response(200).json({ message: 'Promo berhasil diubah.', data: toPromo(origin, promo) });
  }),

  route.put('/v1/promo/delete/{id}', ({ path: { id }, response }) => {
    const index = db.promos.findIndex((p) => p.id === id);
    const promo = db.promos[index];
    if (promo === undefined) return response(404).json({ message: MESSAGES.notFound });
    db.promos.splice(index, 1);
    forgetUpload(promo.image);
    return response(200).json({ message: 'Promo berhasil dihapus.' });
  }),
];
