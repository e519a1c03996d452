import { uploadRules } from '@backoffice/sdk';
import { newestFirst, nextId, paginate, searchRows } from '../db/paging';
import type { Account } from '../db/seed/auth';
import type { EventRecord } from '../db/seed/events';
import { db } from '../db/store';
import { nowIso } from '../db/time';
import { forgetUpload } from '../db/uploads';
import { type QueryOf, route } from '../http';
import { fieldErrorBody, MESSAGES } from '../pipeline/errors';
import { checkEventForm } from './events/event-form';
import { eventOwner } from './events/event-owner';
import { kreatorName, kreatorOf, seatsTaken, toEvent } from './kreator/views';
import { isAdmin } from './shared/accounts';
import { storeImage } from './shared/image-upload';
import { quotaBelowTaken } from './shared/limits';

const BANNER = { name: 'banner', folder: 'events' } as const;

/** The event `id` when the caller may see it: an admin any, a creator only their own. */
function visibleEvent(account: Account, id: number): EventRecord | undefined {
  const event = db.events.find((e) => e.id === id);
  if (event === undefined || isAdmin(account)) return event;
  return event.kreator_id === kreatorOf(account)?.id ? event : undefined;
}

type EventQuery = QueryOf<'/v1/kreator/admin/all/events', 'get'>;

function eventPage(origin: string, rows: readonly EventRecord[], query: EventQuery) {
  const statusRows =
    query.status === undefined ? rows : rows.filter((e) => e.status === query.status);
  const found = searchRows(statusRows, query.search, (e) => [
    e.title,
    kreatorName(e.kreator_id),
    e.city_name,
  ]);
  const page = paginate(
    newestFirst(found, (e) => e.created_at),
    query,
    (e) => e.status === 'approved',
  );
  return { data: page.data.map((e) => toEvent(origin, e)), meta: page.meta };
}

/**
 * Area "Event": creators' events (creators sign in with a partner account), their participants,
 * and the admin's approval. Editing an event sends it back to `pending`.
 */
export const eventHandlers = [
  route.get('/v1/kreator/event/data', ({ query, user, origin, response }) => {
    const kreator = kreatorOf(user);
    const own = kreator === undefined ? [] : db.events.filter((e) => e.kreator_id === kreator.id);
    return response(200).json(eventPage(origin, own, query));
  }),

  route.get('/v1/kreator/admin/all/events', ({ query, origin, response }) => {
    return response(200).json(eventPage(origin, db.events, query));
  }),

  route.get('/v1/kreator/event/detail', ({ query, user, origin, response }) => {
    const { id } = query;
    const event = visibleEvent(user, id);
    if (event === undefined) return response(404).json({ message: MESSAGES.notFound });
    return response(200).json({ data: toEvent(origin, event) });
  }),

  route.post('/v1/kreator/event/add', async ({ body, user, origin, response }) => {
    const { kreator_id, ...fields } = body;
    const owner = eventOwner(user, kreator_id);
    if (!owner.ok) return response(owner.status).json(owner.body);
    const { banner, ...form } = fields;
    const check = checkEventForm(form);
    if (!check.ok) return response(400).json(check.error);
    const upload = await storeImage(banner, uploadRules.EventCreateRequest.banner, BANNER);
    if (!upload.ok) return response(400).json(upload.error);
    const now = nowIso();
    const event: EventRecord = {
      id: nextId(db.events),
      ...form,
      ...check.place,
      kreator_id: owner.kreator.id,
      banner: upload.name,
      status: 'pending',
      created_at: now,
      updated_at: now,
    };
    db.events.push(event);
    return response(201).json({ message: 'Event berhasil dibuat.', data: toEvent(origin, event) });
  }),

  route.put('/v1/kreator/event/update', async ({ query, body, user, origin, response }) => {
    const { id } = query;
    const event = visibleEvent(user, id);
    if (event === undefined) return response(404).json({ message: MESSAGES.notFound });
    const { banner, ...form } = body;
    const check = checkEventForm(form);
    if (!check.ok) return response(400).json(check.error);
    const below = quotaBelowTaken(
      form.quota,
      seatsTaken(event.id),
      'jumlah kursi yang sudah terisi',
    );
    if (below !== null) return response(400).json(below);
    if (banner !== undefined) {
      const upload = await storeImage(banner, uploadRules.EventUpdateRequest.banner, BANNER);
      if (!upload.ok) return response(400).json(upload.error);
      forgetUpload(event.banner);
      event.banner = upload.name;
    }
    Object.assign(event, form, check.place, { status: 'pending', updated_at: nowIso() });
    return response(200).json({ message: 'Event berhasil diubah.', data: toEvent(origin, event) });
  }),

  route.delete('/v1/kreator/event/delete', ({ query, user, response }) => {
    const { id } = query;
    const event = visibleEvent(user, id);
    if (event === undefined) return response(404).json({ message: MESSAGES.notFound });
    if (db.eventParticipants.some((p) => p.event_id === event.id)) {
      return response(400).json(
        fieldErrorBody('query', 'id', 'Event yang sudah memiliki peserta tidak bisa dihapus.'),
      );
    }
    db.events.splice(db.events.indexOf(event), 1);
    forgetUpload(event.banner);
    return response(200).json({ message: 'Event berhasil dihapus.' });
  }),

  route.get('/v1/kreator/admin/update/event', ({ query, origin, response }) => {
    const { id, status } = query;
    const event = db.events.find((e) => e.id === id);
    if (event === undefined) return response(404).json({ message: MESSAGES.notFound });
    event.status = status;
    event.updated_at = nowIso();
    return response(200).json({ message: 'Event berhasil diubah.', data: toEvent(origin, event) });
  }),

  route.get('/v1/kreator/event/participant', ({ query, user, response }) => {
    const event = visibleEvent(user, query.event_id);
    if (event === undefined) return response(404).json({ message: MESSAGES.notFound });
    const rows = db.eventParticipants
      .filter((p) => p.event_id === event.id)
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
    const found = searchRows(rows, query.search, (p) => [p.name, p.email, p.ticket_code]);
    const page = paginate(found, query, (p) => p.payment_status === 'paid');
    return response(200).json(page);
  }),
];
