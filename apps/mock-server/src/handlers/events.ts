import type { EventCreateRequest } from '@backoffice/sdk';
import { fieldRules, uploadRules } from '@backoffice/sdk';
import { addRow, compareIso, listPage, whereIs } from '../db/paging';
import type { Account } from '../db/seed/auth';
import type { EventRecord } from '../db/seed/events';
import { categoryName } from '../db/seed/events/catalog';
import type { KreatorRecord } from '../db/seed/kreator';
import { db } from '../db/store';
import { nowIso } from '../db/time';
import { forgetUpload } from '../db/uploads';
import { type RouteInfo, route } from '../http';
import { found, refuse, refuseField } from '../pipeline/errors';
import { kreatorName, kreatorOf, seatsTaken, toEvent } from './kreator/views';
import { isAdmin } from './shared/accounts';
import { checkNotBlank, placeOf } from './shared/form';
import { replaceImage, storeImage } from './shared/image-upload';
import { checkQuota } from './shared/limits';

/**
 * The rules of the event form the schema cannot state: the end after the start, a known
 * category, and place ids forming one chain of the `/v1/places` cascade whose district gives
 * the postal code. Each refusal names the field at fault; answers the place.
 */
function checkEventForm(form: Omit<EventCreateRequest, 'banner' | 'kreator_id'>) {
  checkNotBlank(form, ['title'], fieldRules.EventCreateRequest);
  if (Date.parse(form.end_datetime) <= Date.parse(form.start_datetime)) {
    refuseField('end_datetime', 'Waktu selesai harus setelah waktu mulai.');
  }
  if (categoryName(form.category_id) === null) {
    refuseField('category_id', 'Kategori tidak dikenal.');
  }
  return placeOf(form, fieldRules.EventCreateRequest);
}

/**
 * Whose event a new event is (docs/decisions/0086-admin-adds-an-event-for-a-creator.md): an
 * admin names the creator in `kreator_id` (an admin who is a creator may leave it out for their
 * own); a creator creates their own and may name only themselves. The owner must be verified
 * and active, as a creator must be to create one.
 */
function eventOwner(account: Account, kreatorId: number | undefined): KreatorRecord {
  const own = kreatorOf(account);
  if (kreatorId === undefined || kreatorId === own?.id) {
    if (own !== undefined) {
      if (!own.verified || !own.active) {
        refuse(403, 'Akun kreator belum terverifikasi atau tidak aktif.');
      }
      return own;
    }
    if (isAdmin(account)) refuseField('kreator_id', 'Kreator wajib diisi.');
    refuse(403, 'Akun ini belum terdaftar sebagai kreator.');
  }
  if (!isAdmin(account)) refuse(403, 'Hanya admin yang dapat membuat event untuk kreator lain.');
  const named =
    db.kreators.find((k) => k.id === kreatorId) ??
    refuseField('kreator_id', 'Kreator tidak dikenal.');
  if (!named.verified || !named.active) {
    refuseField('kreator_id', 'Kreator belum terverifikasi atau tidak aktif.');
  }
  return named;
}

/** The event `id` when the caller may see it: an admin any, a creator only their own (404). */
function visibleEvent(account: Account, id: number): EventRecord {
  const mine = (e: EventRecord) => isAdmin(account) || e.kreator_id === kreatorOf(account)?.id;
  return found(db.events.find((e) => e.id === id && mine(e)));
}

type EventQuery = RouteInfo<'/v1/kreator/admin/all/events', 'get'>['query'];

function eventPage(origin: string, rows: readonly EventRecord[], query: EventQuery) {
  return listPage(rows, query, {
    newest: (e) => e.created_at,
    active: (e) => e.status === 'approved',
    search: (e) => [e.title, kreatorName(e.kreator_id), e.city_name],
    keep: [whereIs(query.status, (e) => e.status)],
    as: (e) => toEvent(origin, e),
  });
}

/**
 * Area "Event": creators' events (creators sign in with a partner account), their participants,
 * the admin's approval and the event categories. Editing an event sends it back to `pending`.
 */
export const eventHandlers = [
  route.get('/v1/kreator/event/data', ({ query, user, origin, response }) => {
    const kreator = kreatorOf(user);
    const own = kreator === undefined ? [] : db.events.filter((e) => e.kreator_id === kreator.id);
    return response(200).json(eventPage(origin, own, query));
  }),

  route.get('/v1/kreator/admin/all/events', ({ query, origin, response }) =>
    response(200).json(eventPage(origin, db.events, query)),
  ),

  route.get('/v1/kreator/event/detail', ({ query, user, origin, response }) =>
    response(200).json({ data: toEvent(origin, visibleEvent(user, query.id)) }),
  ),

  route.post('/v1/kreator/event/add', async ({ body, user, origin, response }) => {
    const { kreator_id, banner, ...form } = body;
    const owner = eventOwner(user, kreator_id);
    const place = checkEventForm(form);
    const rule = uploadRules.EventCreateRequest.banner;
    const stored = await storeImage(banner, rule, 'banner', 'events');
    const now = nowIso();
    const event = addRow(db.events, {
      ...form,
      ...place,
      kreator_id: owner.id,
      banner: stored,
      status: 'pending',
      created_at: now,
      updated_at: now,
    });
    return response(201).json({ message: 'Event berhasil dibuat.', data: toEvent(origin, event) });
  }),

  route.put('/v1/kreator/event/update', async ({ query, body, user, origin, response }) => {
    const event = visibleEvent(user, query.id);
    const { banner, ...form } = body;
    const place = checkEventForm(form);
    checkQuota(form.quota, seatsTaken(event.id), 'jumlah kursi yang sudah terisi');
    await replaceImage(event, 'banner', banner, uploadRules.EventUpdateRequest.banner, 'events');
    Object.assign(event, form, place, { status: 'pending', updated_at: nowIso() });
    return response(200).json({ message: 'Event berhasil diubah.', data: toEvent(origin, event) });
  }),

  route.delete('/v1/kreator/event/delete', ({ query, user, response }) => {
    const event = visibleEvent(user, query.id);
    if (db.eventParticipants.some((p) => p.event_id === event.id)) {
      refuseField('id', 'Event yang sudah memiliki peserta tidak bisa dihapus.', 400, 'query');
    }
    db.events.splice(db.events.indexOf(event), 1);
    forgetUpload(event.banner);
    return response(200).json({ message: 'Event berhasil dihapus.' });
  }),

  route.get('/v1/kreator/admin/update/event', ({ query, origin, response }) => {
    const { id, status } = query;
    const event = found(db.events.find((e) => e.id === id));
    event.status = status;
    event.updated_at = nowIso();
    return response(200).json({ message: 'Event berhasil diubah.', data: toEvent(origin, event) });
  }),

  route.get('/v1/kreator/event/participant', ({ query, user, response }) => {
    const event = visibleEvent(user, query.event_id);
    const rows = db.eventParticipants
      .filter((p) => p.event_id === event.id)
      .sort((a, b) => compareIso(a.created_at, b.created_at) || a.id - b.id);
    const page = listPage(rows, query, {
      active: (p) => p.payment_status === 'paid',
      search: (p) => [p.name, p.email, p.ticket_code],
    });
    return response(200).json(page);
  }),
  route.get('/v1/event/getallcategories', ({ response }) => {
    const categories = [...db.eventCategories].sort((a, b) =>
      a.categories.localeCompare(b.categories, 'id'),
    );
    return response(200).json({ data: categories });
  }),
];
