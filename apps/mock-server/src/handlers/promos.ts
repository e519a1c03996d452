import type { Promo, PromoCreateRequest } from '@backoffice/sdk';
import { newestFirst, nextId, paginate, searchRows } from '../db/paging';
import type { PromoRecord } from '../db/seed/promos';
import { db } from '../db/store';
import { mockToday, nowIso } from '../db/time';
import { fileUrl } from '../db/uploads';
import { route } from '../http';
import { MESSAGES } from '../pipeline/errors';
import { storeBanner } from './promos/banner-upload';

function toPromo(origin: string, promo: PromoRecord): Promo {
  return { ...promo, image: promo.image === null ? null : fileUrl(origin, promo.image) };
}

/** Still usable: not past its last day and not used up (upcoming promos count). */
function isLive(promo: PromoRecord, today: string): boolean {
  return promo.end_date >= today && promo.used < promo.quota;
}

/** The rule between fields the schema cannot state; null when the form is consistent. */
function formProblem(form: PromoCreateRequest): string | null {
  if (form.end_date < form.start_date) return 'body.end_date: must not be before start_date';
  return null;
}

/** The 409 message when another promo than `selfId` has the code; null when it is free. */
function codeConflict(code: string, selfId: number | null): string | null {
  const taken = db.promos.some((p) => p.id !== selfId && p.code === code);
  return taken ? `body.code: ${code} is already used by another promo` : null;
}

function removeFile(name: string | null): void {
  if (name !== null) Reflect.deleteProperty(db.files, name);
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
    if (problem !== null) return response(400).json({ message: problem });
    const conflict = codeConflict(form.code, null);
    if (conflict !== null) return response(409).json({ message: conflict });
    let stored: string | null = null;
    if (image !== undefined) {
      const upload = await storeBanner(image);
      if (!upload.ok) return response(400).json({ message: upload.message });
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
    if (problem !== null) return response(400).json({ message: problem });
    if (form.quota < promo.used) {
      return response(400).json({
        message: `body.quota: must not be below the uses so far (${promo.used})`,
      });
    }
    const conflict = codeConflict(form.code, promo.id);
    if (conflict !== null) return response(409).json({ message: conflict });
    if (image !== undefined) {
      const upload = await storeBanner(image);
      if (!upload.ok) return response(400).json({ message: upload.message });
      removeFile(promo.image);
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
    removeFile(promo.image);
    return response(200).json({ message: 'Promo berhasil dihapus.' });
  }),
];
