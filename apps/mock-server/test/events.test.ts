import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_KREATOR_ID } from '../src/db/seed/kreator';
import { db, resetStore } from '../src/db/store';
import { eventForm } from './samples/events';
import { call, expectFieldError, fieldOf, fieldPathOf, login, messageOf } from './support/api';
import { samplePng } from './support/sample-value';

interface EventRow {
  id: number;
  title: string;
  status: string;
  kreator_id: number;
  kreator_name: string;
  category_name: string;
  city_name: string;
  participant_count: number;
  quota: number;
  banner: string;
}
interface Page<T> {
  data: T[];
  meta: {
    page: number;
    totalpage: number;
    totaldata: number;
    totalDataOnPage: number;
    totalActive: number;
  };
}

beforeEach(() => resetStore());

function form(values: Record<string, unknown>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    data.append(name, value instanceof Blob ? value : String(value));
  }
  return data;
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function createAsPartner(values: Record<string, unknown> = {}): Promise<Response> {
  const token = await login('P');
  return call('POST', '/v1/kreator/event/add', {
    token,
    form: form({ ...eventForm(db), banner: samplePng('banner.png'), ...values }),
  });
}

function ownEvent(kreatorId: number, withParticipants: boolean) {
  const event = db.events.find(
    (e) =>
      e.kreator_id === kreatorId &&
      db.eventParticipants.some((p) => p.event_id === e.id) === withParticipants,
  );
  if (event === undefined) throw new Error('no such seeded event');
  return event;
}

describe('event lists', () => {
  it('pages every creator event for the admin, newest first, with filters and search', async () => {
    const token = await login('A');
    const first = await json<Page<EventRow>>(
      await call('GET', '/v1/kreator/admin/all/events', { token }),
    );
    expect(first.meta.totaldata).toBeGreaterThanOrEqual(60);
    expect(first.meta.totalpage).toBeGreaterThanOrEqual(4);
    expect(first.data).toHaveLength(15);
    const statuses = new Set(db.events.map((e) => e.status));
    expect([...statuses].sort()).toEqual(['approved', 'pending', 'rejected']);

    const pending = await json<Page<EventRow>>(
      await call('GET', '/v1/kreator/admin/all/events?status=pending&limit=100', { token }),
    );
    expect(pending.data.length).toBe(db.events.filter((e) => e.status === 'pending').length);
    expect(pending.data.every((e) => e.status === 'pending')).toBe(true);

    const bandung = await json<Page<EventRow>>(
      await call('GET', '/v1/kreator/admin/all/events?search=bandung&limit=100', { token }),
    );
    expect(bandung.data.length).toBeGreaterThan(0);
    for (const e of bandung.data) {
      expect(`${e.title} ${e.kreator_name} ${e.city_name}`.toLowerCase()).toContain('bandung');
    }
  });

  it('shows a creator only their own events, and an account without a profile none', async () => {
    const partner = await json<Page<EventRow>>(
      await call('GET', '/v1/kreator/event/data?limit=100', { token: await login('P') }),
    );
    expect(partner.data.length).toBeGreaterThan(0);
    expect(partner.data.every((e) => e.kreator_id === DEMO_KREATOR_ID.partner)).toBe(true);
    const admin = await json<Page<EventRow>>(
      await call('GET', '/v1/kreator/event/data', { token: await login('A') }),
    );
    expect(admin.meta.totaldata).toBe(0);
  });

  it('rejects a status outside the contract (400 naming the parameter)', async () => {
    const response = await call('GET', '/v1/kreator/admin/all/events?status=draft', {
      token: await login('A'),
    });
    expect(response.status).toBe(400);
    expect(await fieldPathOf(response)).toContain('status');
  });
});

describe('POST /v1/kreator/event/add', () => {
  it('creates a pending event whose banner is served back, first in both lists', async () => {
    const response = await createAsPartner();
    expect(response.status).toBe(201);
    const { message, data } = await json<{ message: string; data: EventRow }>(response);
    expect(message).toBe('Event berhasil dibuat.');
    expect(data).toMatchObject({
      status: 'pending',
      kreator_id: DEMO_KREATOR_ID.partner,
      kreator_name: 'Budi Santoso',
      category_name: 'Workshop',
      participant_count: 0,
    });
    const banner = await call('GET', new URL(data.banner).pathname);
    expect(banner.status).toBe(200);
    expect(banner.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await banner.arrayBuffer())).toEqual(
      new Uint8Array(await samplePng().arrayBuffer()),
    );

    const own = await json<Page<EventRow>>(
      await call('GET', '/v1/kreator/event/data', { token: await login('P') }),
    );
    expect(own.data[0]?.id).toBe(data.id);
    const all = await json<Page<EventRow>>(
      await call('GET', '/v1/kreator/admin/all/events', { token: await login('A') }),
    );
    expect(all.data[0]?.id).toBe(data.id);
  });

  it('answers 400 naming end_datetime when the event does not end after it starts', async () => {
    for (const end of ['2026-12-12T09:00:00+07:00', '2026-12-12T10:00:00+07:00']) {
      const response = await createAsPartner({ end_datetime: end });
      expect(response.status).toBe(400);
      expect((await fieldOf(response)).name).toBe('end_datetime');
    }
  });

  it('answers 400 naming the field of a broken place chain, postal code or category', async () => {
    const otherProvince = db.provinces.find((p) => p.id !== eventForm(db).province_id);
    const cases: [Record<string, unknown>, string][] = [
      [{ province_id: otherProvince?.id ?? 99 }, 'city_id'],
      [{ district_id: 1 }, 'district_id'],
      [{ postal_code: '99999' }, 'postal_code'],
      [{ category_id: 999 }, 'category_id'],
      [{ title: '   ' }, 'title'],
    ];
    for (const [values, field] of cases) {
      const response = await createAsPartner(values);
      expect(response.status, field).toBe(400);
      expect((await fieldOf(response)).name).toBe(field);
    }
    expect(db.events).toHaveLength(64);
  });

  it('answers 400 naming banner when it is missing or not an image', async () => {
    const { banner: _, ...withoutBanner } = { ...eventForm(db), banner: null };
    const missing = await call('POST', '/v1/kreator/event/add', {
      token: await login('P'),
      form: form(withoutBanner),
    });
    expect(missing.status).toBe(400);
    expect(await fieldPathOf(missing)).toContain('banner');
    const fake = new File(['<script>alert(1)</script>'], 'x.png', { type: 'image/png' });
    const response = await createAsPartner({ banner: fake });
    expect(response.status).toBe(400);
    expect((await fieldOf(response)).name).toBe('banner');
  });

  it('lets an admin create an event for a creator it names, findable in the admin list', async () => {
    const token = await login('A');
    const response = await call('POST', '/v1/kreator/event/add', {
      token,
      form: form({
        ...eventForm(db),
        title: 'Kelas Batik Tulis Admin',
        kreator_id: DEMO_KREATOR_ID.partner,
        banner: samplePng(),
      }),
    });
    expect(response.status).toBe(201);
    const { data } = await json<{ data: EventRow }>(response);
    expect(data).toMatchObject({
      kreator_id: DEMO_KREATOR_ID.partner,
      kreator_name: 'Budi Santoso',
      status: 'pending',
    });
    const found = await json<Page<EventRow>>(
      await call('GET', '/v1/kreator/admin/all/events?search=Batik%20Tulis%20Admin', { token }),
    );
    expect(found.data.map((e) => e.id)).toEqual([data.id]);
  });

  it('answers 400 naming kreator_id to an admin without a creator profile who names none, an unknown or an unverified one', async () => {
    const token = await login('A');
    const unverified = db.kreators.find((k) => !k.verified);
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Kreator wajib diisi.'],
      [{ kreator_id: 9999 }, 'Kreator tidak dikenal.'],
      [{ kreator_id: unverified?.id ?? 0 }, 'Kreator belum terverifikasi atau tidak aktif.'],
    ];
    for (const [values, message] of cases) {
      const response = await call('POST', '/v1/kreator/event/add', {
        token,
        form: form({ ...eventForm(db), ...values, banner: samplePng() }),
      });
      await expectFieldError(response, 400, 'body', 'kreator_id', message);
    }
    expect(db.events).toHaveLength(64);
  });

  it('lets an admin who is a creator leave kreator_id out for an own event', async () => {
    const response = await call('POST', '/v1/kreator/event/add', {
      token: await login('A,P'),
      form: form({ ...eventForm(db), banner: samplePng() }),
    });
    expect(response.status).toBe(201);
    expect((await json<{ data: EventRow }>(response)).data.kreator_id).toBe(
      DEMO_KREATOR_ID.adminPartner,
    );
  });

  it('answers 403 to a creator naming another creator', async () => {
    const response = await createAsPartner({ kreator_id: DEMO_KREATOR_ID.adminPartner });
    expect(response.status).toBe(403);
    expect(await messageOf(response)).toBe(
      'Hanya admin yang dapat membuat event untuk kreator lain.',
    );
    expect(db.events).toHaveLength(64);
  });
});

describe('PUT /v1/kreator/event/update', () => {
  it('saves the fields, keeps the banner and sends an approved event back to pending', async () => {
    const event = ownEvent(DEMO_KREATOR_ID.partner, true);
    expect(event.status).toBe('approved');
    const token = await login('P');
    const before = await json<{ data: EventRow }>(
      await call('GET', `/v1/kreator/event/detail?id=${event.id}`, { token }),
    );
    const response = await call('PUT', `/v1/kreator/event/update?id=${event.id}`, {
      token,
      form: form({ ...eventForm(db), title: 'Seminar Keuangan Keluarga', quota: 500 }),
    });
    expect(response.status).toBe(200);
    expect(await messageOf(response.clone())).toBe('Event berhasil diubah.');
    const detail = await json<{ data: EventRow }>(
      await call('GET', `/v1/kreator/event/detail?id=${event.id}`, { token }),
    );
    expect(detail.data).toMatchObject({
      title: 'Seminar Keuangan Keluarga',
      status: 'pending',
      quota: 500,
    });
    expect(detail.data.banner).toBe(before.data.banner);
    expect(detail.data.participant_count).toBe(before.data.participant_count);
  });

  it('replaces the banner when a new one is sent', async () => {
    const event = ownEvent(DEMO_KREATOR_ID.partner, false);
    const response = await call('PUT', `/v1/kreator/event/update?id=${event.id}`, {
      token: await login('P'),
      form: form({ ...eventForm(db), quota: 500, banner: samplePng('baru.png') }),
    });
    const { data } = await json<{ data: EventRow }>(response);
    expect(data.banner).toContain('/uploads/events/');
    expect(data.banner).toContain('baru.png');
    expect((await call('GET', new URL(data.banner).pathname)).status).toBe(200);
  });

  it('answers 400 naming quota below the seats taken, and end_datetime before the start', async () => {
    const event = ownEvent(DEMO_KREATOR_ID.partner, true);
    const token = await login('P');
    const quota = await call('PUT', `/v1/kreator/event/update?id=${event.id}`, {
      token,
      form: form({ ...eventForm(db), quota: 1 }),
    });
    expect(quota.status).toBe(400);
    expect((await fieldOf(quota)).name).toBe('quota');
    const dates = await call('PUT', `/v1/kreator/event/update?id=${event.id}`, {
      token,
      form: form({ ...eventForm(db), quota: 500, end_datetime: '2026-12-01T00:00:00+07:00' }),
    });
    expect(dates.status).toBe(400);
    await expectFieldError(
      dates,
      400,
      'body',
      'end_datetime',
      'Waktu selesai harus setelah waktu mulai.',
    );
  });

  it("answers 404 to a creator editing another creator's event; an admin may", async () => {
    const other = ownEvent(DEMO_KREATOR_ID.adminPartner, false);
    const body = () => form({ ...eventForm(db), quota: 500 });
    const partner = await call('PUT', `/v1/kreator/event/update?id=${other.id}`, {
      token: await login('P'),
      form: body(),
    });
    expect(partner.status).toBe(404);
    const admin = await call('PUT', `/v1/kreator/event/update?id=${other.id}`, {
      token: await login('A'),
      form: body(),
    });
    expect(admin.status).toBe(200);
  });
});

describe('event detail, delete and status', () => {
  it("hides another creator's event from a creator (404) but not from an admin", async () => {
    const other = ownEvent(DEMO_KREATOR_ID.adminPartner, false);
    const path = `/v1/kreator/event/detail?id=${other.id}`;
    expect((await call('GET', path, { token: await login('P') })).status).toBe(404);
    expect((await call('GET', path, { token: await login('A') })).status).toBe(200);
    const missing = await call('GET', '/v1/kreator/event/detail', { token: await login('A') });
    expect(missing.status).toBe(400);
    expect(await fieldPathOf(missing)).toContain('id');
  });

  it('deletes an event without participants; one with participants answers 400 naming id', async () => {
    const token = await login('P');
    const sold = ownEvent(DEMO_KREATOR_ID.partner, true);
    const refused = await call('DELETE', `/v1/kreator/event/delete?id=${sold.id}`, { token });
    expect(refused.status).toBe(400);
    expect(await messageOf(refused)).toBe('Event yang sudah memiliki peserta tidak bisa dihapus.');

    const empty = ownEvent(DEMO_KREATOR_ID.partner, false);
    const deleted = await call('DELETE', `/v1/kreator/event/delete?id=${empty.id}`, { token });
    expect(deleted.status).toBe(200);
    expect(await messageOf(deleted)).toBe('Event berhasil dihapus.');
    expect((await call('GET', `/v1/kreator/event/detail?id=${empty.id}`, { token })).status).toBe(
      404,
    );
    const list = await json<Page<EventRow>>(
      await call('GET', '/v1/kreator/event/data?limit=100', { token }),
    );
    expect(list.data.map((e) => e.id)).not.toContain(empty.id);
  });

  it('lets the admin approve a pending event, which the status filter then finds', async () => {
    const pending = db.events.find((e) => e.status === 'pending');
    if (pending === undefined) throw new Error('no pending event');
    const token = await login('A');
    const response = await call(
      'GET',
      `/v1/kreator/admin/update/event?id=${pending.id}&status=approved`,
      {
        token,
      },
    );
    expect(response.status).toBe(200);
    const { data } = await json<{ data: EventRow }>(response);
    expect(data.status).toBe('approved');
    const approved = await json<Page<EventRow>>(
      await call('GET', '/v1/kreator/admin/all/events?status=approved&limit=100', { token }),
    );
    expect(approved.data.map((e) => e.id)).toContain(pending.id);
  });

  it('answers the declared 404 for an unknown event and 400 naming status for an unknown state', async () => {
    const token = await login('A');
    const unknown = await call('GET', '/v1/kreator/admin/update/event?id=99999&status=approved', {
      token,
    });
    expect(unknown.status).toBe(404);
    expect(await messageOf(unknown)).toBe('Data tidak ditemukan.');
    const badStatus = await call('GET', '/v1/kreator/admin/update/event?id=1&status=done', {
      token,
    });
    expect(badStatus.status).toBe(400);
    expect(await fieldPathOf(badStatus)).toContain('status');
  });
});

describe('GET /v1/kreator/event/participant', () => {
  it('pages the participants in registration order and searches by ticket code', async () => {
    const flagship = ownEvent(DEMO_KREATOR_ID.partner, true);
    const token = await login('P');
    const page = await json<Page<{ ticket_code: string; created_at: string; event_id: number }>>(
      await call('GET', `/v1/kreator/event/participant?event_id=${flagship.id}`, { token }),
    );
    expect(page.meta.totaldata).toBeGreaterThanOrEqual(46);
    expect(page.data).toHaveLength(15);
    const times = page.data.map((p) => p.created_at);
    expect(times).toEqual([...times].sort());
    const code = page.data[3]?.ticket_code ?? '';
    const found = await json<Page<{ ticket_code: string }>>(
      await call('GET', `/v1/kreator/event/participant?event_id=${flagship.id}&search=${code}`, {
        token,
      }),
    );
    expect(found.data.map((p) => p.ticket_code)).toEqual([code]);
  });

  it("answers 404 for another creator's event and 400 without event_id", async () => {
    const other = ownEvent(DEMO_KREATOR_ID.adminPartner, true);
    const token = await login('P');
    expect(
      (await call('GET', `/v1/kreator/event/participant?event_id=${other.id}`, { token })).status,
    ).toBe(404);
    const missing = await call('GET', '/v1/kreator/event/participant', { token });
    expect(missing.status).toBe(400);
    expect(await fieldPathOf(missing)).toContain('event_id');
  });
});

describe('reset', () => {
  it('restores the seeded events', async () => {
    const created = await json<{ data: EventRow }>(await createAsPartner());
    await call('POST', '/__mock/reset');
    const token = await login('P');
    expect(
      (await call('GET', `/v1/kreator/event/detail?id=${created.data.id}`, { token })).status,
    ).toBe(404);
    expect(db.events).toHaveLength(64);
  });
});
