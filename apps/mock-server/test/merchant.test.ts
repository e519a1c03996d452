import { DEMO_PASSWORD } from '@backoffice/contract';
import type { MerchantPage, MerchantSaved } from '@backoffice/sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_MERCHANT_ID, type MerchantRecord } from '../src/db/seed/merchant';
import { db, resetStore } from '../src/db/store';
import { call, expectFieldError, fieldOf, fieldPathOf, login, messageOf } from './support/api';
import { samplePng, toFormData } from './support/sample-value';

let admin: string;
beforeEach(async () => {
  resetStore();
  admin = await login('A');
});

function merchant(id: number): MerchantRecord {
  const found = db.merchants.find((m) => m.id === id);
  if (found === undefined) throw new Error(`no merchant ${id}`);
  return found;
}

function firstWhere(test: (m: MerchantRecord) => boolean): MerchantRecord {
  const found = db.merchants.find(test);
  if (found === undefined) throw new Error('no such merchant in the seed');
  return found;
}

async function page(path: string, token = admin): Promise<MerchantPage> {
  const response = await call('GET', path, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as MerchantPage;
}

const demo = () => merchant(DEMO_MERCHANT_ID);

function locationOf(m: MerchantRecord) {
  const { province_id, city_id, regency_id, district_id, postal_code } = m;
  return { province_id, city_id, regency_id, district_id, postal_code };
}

function registration(overrides: Record<string, unknown> = {}): FormData {
  return toFormData({
    name: 'Toko Sumber Rezeki',
    owner: 'Rudi Hartono',
    email: 'sumberrezeki@gmail.com',
    password: 'rahasia123',
    phone: '0317654321',
    address: 'Jl. Tunjungan No. 12',
    ...locationOf(demo()),
    merchant_photo: samplePng('toko.png'),
    ...overrides,
  });
}

function register(form: FormData) {
  return call('POST', '/v1/merchant/add', { form });
}

function review(id: number, status: 'accept' | 'reject', reason?: string) {
  return call('POST', `/v1/merchant/status?id=${id}`, {
    token: admin,
    form: toFormData({ status, reason }),
  });
}

function signIn(email: string, password: string) {
  return call('POST', '/v1/partner_master/login', { json: { email, password } });
}

describe('merchant seed', () => {
  it('holds accepted, pending and rejected registrations, enough to page every list', () => {
    const accepted = db.merchants.filter((m) => m.status === 'accepted');
    const open = db.merchants.filter((m) => m.status !== 'accepted');
    expect(db.merchants.length).toBeGreaterThanOrEqual(50);
    expect(accepted.length).toBeGreaterThanOrEqual(46);
    expect(open.length).toBeGreaterThanOrEqual(46);
    expect(open.some((m) => m.status === null)).toBe(true);
    expect(open.some((m) => m.status === 'rejected' && m.reason !== null)).toBe(true);
    expect(open.every((m) => !m.aktif)).toBe(true);
  });

  it('runs the demo merchant from the demo merchant account', () => {
    const account = db.accounts.find((a) => a.email === 'merchant@backoffice.test');
    expect(demo()).toMatchObject({ status: 'accepted', aktif: true, account_id: account?.id });
    expect(demo().email).toBe(account?.email);
  });

  it('places every merchant in a real Places chain', () => {
    for (const m of db.merchants) {
      const district = db.districts.find((d) => d.id === m.district_id);
      expect(district?.regency_id).toBe(m.regency_id);
      expect(district?.nama_kode_pos).toBe(m.postal_code);
    }
  });
});

describe('GET /v1/merchant/getall and getallreject', () => {
  it('pages accepted merchants newest first, counting the active ones', async () => {
    const accepted = db.merchants.filter((m) => m.status === 'accepted');
    const { data, meta } = await page('/v1/merchant/getall?page=2');
    expect(meta).toEqual({
      page: 2,
      totalpage: Math.ceil(accepted.length / 15),
      totaldata: accepted.length,
      totalDataOnPage: 15,
      totalActive: accepted.filter((m) => m.aktif).length,
    });
    expect(data.every((m) => m.status === 'accepted')).toBe(true);
    const dates = data.map((m) => m.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by aktif and searches name, owner, e-mail and city', async () => {
    const inactive = await page('/v1/merchant/getall?aktif=false&limit=100');
    expect(inactive.data.length).toBeGreaterThan(0);
    expect(inactive.data.every((m) => !m.aktif)).toBe(true);
    const owner = await page(`/v1/merchant/getall?search=${encodeURIComponent('siti RAHAYU')}`);
    expect(owner.data.map((m) => m.id)).toContain(DEMO_MERCHANT_ID);
    const city = await page(`/v1/merchant/getall?search=${encodeURIComponent(demo().city_name)}`);
    expect(
      city.data.every((m) => m.city_name === demo().city_name || m.name.includes(demo().city_name)),
    ).toBe(true);
  });

  it('lists pending and rejected registrations, each status on its own when asked', async () => {
    const all = await page('/v1/merchant/getallreject?page=3');
    expect(all.meta.totaldata).toBe(db.merchants.filter((m) => m.status !== 'accepted').length);
    expect(all.meta.totalpage).toBeGreaterThanOrEqual(3);
    const pending = await page('/v1/merchant/getallreject?status=pending&limit=100');
    expect(pending.data.length).toBeGreaterThan(0);
    expect(pending.data.every((m) => m.status === null)).toBe(true);
    const rejected = await page('/v1/merchant/getallreject?status=rejected&limit=100');
    expect(rejected.data.every((m) => m.status === 'rejected')).toBe(true);
  });

  it('lists pending registrations before rejected ones, newest first within each', async () => {
    // A pending registration older than every rejected one: newest-first alone would bury it.
    const oldest = [...db.merchants].sort((a, b) => a.created_at.localeCompare(b.created_at));
    const old = oldest.find((m) => m.status === 'accepted' && m.id !== DEMO_MERCHANT_ID);
    if (old === undefined) throw new Error('no old merchant in the seed');
    Object.assign(old, { status: null, aktif: false });
    const fresh = firstWhere((m) => m.status === null && m.id !== old.id);
    expect((await review(fresh.id, 'reject', 'Foto toko tidak jelas.')).status).toBe(200);

    const { data, meta } = await page('/v1/merchant/getallreject?limit=100');
    const open = db.merchants.filter((m) => m.status !== 'accepted');
    expect(meta.totaldata).toBe(open.length);
    const pendingCount = open.filter((m) => m.status === null).length;
    expect(data.slice(0, pendingCount).every((m) => m.status === null)).toBe(true);
    expect(data.slice(pendingCount).every((m) => m.status === 'rejected')).toBe(true);
    expect(data[pendingCount - 1]?.id).toBe(old.id);
    for (const group of [data.slice(0, pendingCount), data.slice(pendingCount)]) {
      const dates = group.map((m) => m.created_at);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('answers 400 naming the parameter for an unknown status filter', async () => {
    const response = await call('GET', '/v1/merchant/getallreject?status=accepted', {
      token: admin,
    });
    expect(response.status).toBe(400);
    expect(await fieldPathOf(response)).toMatch(/status/);
  });
});

describe('POST /v1/merchant/add', () => {
  it('registers a pending merchant that heads the pending list, photo served back', async () => {
    const response = await register(registration());
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as MerchantSaved;
    expect(data).toMatchObject({
      status: null,
      aktif: false,
      email_verified: false,
      city_name: demo().city_name,
      district_name: demo().district_name,
    });
    const photo = await call('GET', new URL(data.merchant_photo).pathname);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    const { data: pending } = await page('/v1/merchant/getallreject?status=pending');
    expect(pending[0]?.id).toBe(data.id);
  });

  it('answers 409 for an e-mail a merchant or any account already has', async () => {
    for (const email of [demo().email, 'ADMIN@backoffice.test', merchant(1).email]) {
      const response = await register(registration({ email }));
      expect(response.status).toBe(409);
      expect(await messageOf(response)).toBe('Email sudah terdaftar.');
    }
  });

  it('answers 400 naming the field for a location that does not fit', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ province_id: 99 }, 'province_id'],
      [{ city_id: 9999 }, 'city_id'],
      [{ district_id: 1 }, 'district_id'],
      [{ postal_code: '00000' }, 'postal_code'],
    ];
    for (const [override, field] of cases) {
      const response = await register(registration(override));
      expect(response.status).toBe(400);
      expect((await fieldOf(response)).name).toBe(field);
    }
  });

  it('names the city field as the contract does, in the handler and the validator alike', async () => {
    await expectFieldError(
      await register(registration({ city_id: 9999 })),
      400,
      'body',
      'city_id',
      'Kota/kabupaten tidak sesuai dengan wilayah di atasnya.',
    );
    await expectFieldError(
      await register(registration({ city_id: 0 })),
      400,
      'body',
      'city_id',
      'Kota/kabupaten minimal 1.',
    );
  });

  it('names a blank field and a province by the contract titles', async () => {
    await expectFieldError(
      await register(registration({ owner: '   ' })),
      400,
      'body',
      'owner',
      'Nama pemilik wajib diisi.',
    );
    await expectFieldError(
      await register(registration({ address: ' ' })),
      400,
      'body',
      'address',
      'Alamat wajib diisi.',
    );
    await expectFieldError(
      await register(registration({ province_id: 99 })),
      400,
      'body',
      'province_id',
      'Provinsi tidak dikenal.',
    );
    await expectFieldError(
      await register(registration({ postal_code: '00000' })),
      400,
      'body',
      'postal_code',
      'Kode pos tidak sesuai dengan wilayah di atasnya.',
    );
  });

  it('checks the photo by type and size with the shared upload messages', async () => {
    await expectFieldError(
      await register(
        registration({ merchant_photo: new File(['hello'], 'x.txt', { type: 'text/plain' }) }),
      ),
      400,
      'body',
      'merchant_photo',
      'Foto usaha harus berupa gambar JPG, PNG atau WEBP.',
    );
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await expectFieldError(
      await register(
        registration({ merchant_photo: new File([big], 'besar.png', { type: 'image/png' }) }),
      ),
      400,
      'body',
      'merchant_photo',
      'Ukuran foto usaha maksimal 2 MB.',
    );
  });

  it('registers without a token, and a signed-in caller registers the same way', async () => {
    const token = await login('M');
    const response = await call('POST', '/v1/merchant/add', { form: registration(), token });
    expect(response.status).toBe(201);
  });

  it('answers 400 naming the field for missing or invalid fields and non-image photos', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'name'],
      [{ merchant_photo: new File(['<svg/>'], 'x.png', { type: 'image/png' }) }, 'merchant_photo'],
      [{ merchant_photo: new File(['hello'], 'x.txt', { type: 'text/plain' }) }, 'merchant_photo'],
    ];
    for (const [override, field] of cases) {
      const response = await register(registration(override));
      expect(response.status, field).toBe(400);
      expect((await fieldOf(response)).name).toBe(field);
    }
    // The request validator's answers (schema rules) name their field the same way.
    for (const field of ['email', 'password', 'phone']) {
      const bad = { email: 'bukan-email', password: 'pendek', phone: '12ab' }[field];
      const response = await register(registration({ [field]: bad }));
      expect(response.status, field).toBe(400);
      expect((await fieldOf(response)).name).toBe(field);
    }
    const form = registration();
    form.delete('merchant_photo');
    const missing = await register(form);
    expect(missing.status).toBe(400);
    expect(await fieldPathOf(missing)).toBe('body.merchant_photo');
  });
});

describe('POST /v1/merchant/verify', () => {
  it('verifies a registration once with its token', async () => {
    const open = firstWhere((m) => m.verify_token !== null);
    const body = { email: open.email, token: open.verify_token };
    const ok = await call('POST', '/v1/merchant/verify', { json: body });
    expect(ok.status).toBe(200);
    expect(merchant(open.id).email_verified).toBe(true);
    const again = await call('POST', '/v1/merchant/verify', { json: body });
    expect(again.status).toBe(400);
    expect((await fieldOf(again)).name).toBe('token');
  });

  it('answers 400 for a wrong token or a malformed body', async () => {
    const open = firstWhere((m) => m.verify_token !== null);
    const wrong = await call('POST', '/v1/merchant/verify', {
      json: { email: open.email, token: 'ffffffffffffffff' },
    });
    expect(wrong.status).toBe(400);
    expect(merchant(open.id).email_verified).toBe(false);
    const malformed = await call('POST', '/v1/merchant/verify', { json: { email: open.email } });
    expect(malformed.status).toBe(400);
    expect(await fieldPathOf(malformed)).toContain('token');
  });
});

describe('POST /v1/merchant/status', () => {
  it('accepts a registration: it moves to the active list and its owner can sign in', async () => {
    const created = (await (await register(registration())).json()) as MerchantSaved;
    expect((await signIn('sumberrezeki@gmail.com', 'rahasia123')).status).toBe(401);
    const response = await review(created.data.id, 'accept');
    expect(response.status).toBe(200);
    expect(((await response.json()) as MerchantSaved).data).toMatchObject({
      status: 'accepted',
      aktif: true,
    });
    const active = await page('/v1/merchant/getall?search=Sumber%20Rezeki');
    expect(active.data.map((m) => m.id)).toContain(created.data.id);
    const open = await page('/v1/merchant/getallreject?search=Sumber%20Rezeki');
    expect(open.data.map((m) => m.id)).not.toContain(created.data.id);
    const login = await signIn('sumberrezeki@gmail.com', 'rahasia123');
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as { data: { token: string; role: string } };
    expect(data.role).toBe('M');
    const profile = await call('GET', '/v1/merchant/profile', { token: data.token });
    expect(((await profile.json()) as { data: { id: number } }).data.id).toBe(created.data.id);
  });

  it('rejects with a reason, and a rejected registration may still be accepted', async () => {
    const pending = firstWhere((m) => m.status === null);
    const rejected = await review(pending.id, 'reject', 'Foto toko tidak jelas.');
    expect(((await rejected.json()) as MerchantSaved).data).toMatchObject({
      status: 'rejected',
      reason: 'Foto toko tidak jelas.',
      aktif: false,
    });
    const list = await page('/v1/merchant/getallreject?status=rejected&limit=100');
    expect(list.data.map((m) => m.id)).toContain(pending.id);
    const accepted = await review(pending.id, 'accept');
    expect(((await accepted.json()) as MerchantSaved).data).toMatchObject({
      status: 'accepted',
      reason: null,
    });
  });

  it('answers 400 for an accepted merchant or a bad decision, 404 for an unknown id', async () => {
    const again = await review(DEMO_MERCHANT_ID, 'reject');
    expect(again.status).toBe(400);
    const demo = firstWhere((m) => m.id === DEMO_MERCHANT_ID);
    expect(await messageOf(again)).toBe(
      `Merchant ${demo.name} sudah diterima: status registrasi tidak bisa diubah lagi.`,
    );
    const bad = await call(
      'POST',
      `/v1/merchant/status?id=${firstWhere((m) => m.status === null).id}`,
      {
        token: admin,
        form: toFormData({ status: 'maybe' }),
      },
    );
    expect(bad.status).toBe(400);
    expect(await fieldPathOf(bad)).toContain('status');
    const unknown = await review(9999, 'accept');
    expect(unknown.status).toBe(404);
    expect(await messageOf(unknown)).toBe('Merchant tidak ditemukan.');
  });
});

describe('GET /v1/merchant/aktif_status', () => {
  it('toggles the flag; an inactive merchant cannot sign in until reactivated', async () => {
    const off = await call('GET', `/v1/merchant/aktif_status?id=${DEMO_MERCHANT_ID}&status=false`, {
      token: admin,
    });
    expect(off.status).toBe(200);
    expect(((await off.json()) as MerchantSaved).data.aktif).toBe(false);
    const inactive = await page('/v1/merchant/getall?aktif=false&limit=100');
    expect(inactive.data.map((m) => m.id)).toContain(DEMO_MERCHANT_ID);
    expect((await signIn('merchant@backoffice.test', DEMO_PASSWORD)).status).toBe(403);
    await call('GET', `/v1/merchant/aktif_status?id=${DEMO_MERCHANT_ID}&status=true`, {
      token: admin,
    });
    expect((await signIn('merchant@backoffice.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('answers 400 for a registration not accepted or a missing status, 404 for an unknown id', async () => {
    const pending = firstWhere((m) => m.status === null);
    const open = await call('GET', `/v1/merchant/aktif_status?id=${pending.id}&status=true`, {
      token: admin,
    });
    expect(open.status).toBe(400);
    expect(await messageOf(open)).toBe(
      `Merchant ${pending.name} belum diterima: status aktif hanya bisa diubah untuk merchant yang diterima.`,
    );
    expect(merchant(pending.id).aktif).toBe(false);
    const notBoolean = await call(
      'GET',
      `/v1/merchant/aktif_status?id=${DEMO_MERCHANT_ID}&status=mungkin`,
      { token: admin },
    );
    await expectFieldError(notBoolean, 400, 'query', 'status', 'Status harus ya atau tidak.');
    const missing = await call('GET', `/v1/merchant/aktif_status?id=${DEMO_MERCHANT_ID}`, {
      token: admin,
    });
    expect(missing.status).toBe(400);
    expect(await fieldPathOf(missing)).toContain('status');
    const unknown = await call('GET', '/v1/merchant/aktif_status?id=9999&status=true', {
      token: admin,
    });
    expect(unknown.status).toBe(404);
    expect(await messageOf(unknown)).toBe('Merchant tidak ditemukan.');
  });
});

describe('merchant self-service', () => {
  let token: string;
  beforeEach(async () => {
    token = await login('M');
  });

  it('reads its own record and profile, but not another merchant (403)', async () => {
    const own = await call('GET', `/v1/merchant/getone?id=${DEMO_MERCHANT_ID}`, { token });
    expect(own.status).toBe(200);
    const other = await call('GET', '/v1/merchant/getone?id=1', { token });
    expect(other.status).toBe(403);
    const asAdmin = await call('GET', '/v1/merchant/getone?id=1', { token: admin });
    expect(asAdmin.status).toBe(200);
    const missing = await call('GET', '/v1/merchant/getone', { token });
    expect(missing.status).toBe(400);
    expect(await fieldPathOf(missing)).toContain('id');
    const profile = await call('GET', '/v1/merchant/profile', { token });
    expect(await profile.json()).toMatchObject({
      data: { id: DEMO_MERCHANT_ID, message: 'Selamat datang, CV Maju Jaya.', aktif: true },
    });
  });

  it('updates its details and photo; the detail, the account and the sign-in follow', async () => {
    const form = toFormData({
      name: 'CV Maju Jaya Bersama',
      owner: 'Siti Rahayu',
      email: 'siti@majujaya.co.id',
      phone: '0224231234',
      address: 'Jl. Braga No. 42',
      ...locationOf(demo()),
      description: 'Kedai kopi, roti dan kue sejak 2015.',
      merchant_photo: samplePng('baru.png'),
    });
    const response = await call('POST', `/v1/merchant/update?id=${DEMO_MERCHANT_ID}`, {
      token,
      form,
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as MerchantSaved;
    expect(saved.message).toBe('Merchant berhasil diubah.');
    const detail = await call('GET', `/v1/merchant/getone?id=${DEMO_MERCHANT_ID}`, { token });
    expect(((await detail.json()) as MerchantSaved).data).toMatchObject({
      name: 'CV Maju Jaya Bersama',
      address: 'Jl. Braga No. 42',
      merchant_photo: saved.data.merchant_photo,
    });
    const photo = await call('GET', new URL(saved.data.merchant_photo).pathname);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect((await signIn('siti@majujaya.co.id', DEMO_PASSWORD)).status).toBe(200);
    expect((await signIn('merchant@backoffice.test', DEMO_PASSWORD)).status).toBe(401);
  });

  it('keeps the photo when none is sent, and refuses another merchant (403) or a taken e-mail (409)', async () => {
    const before = demo().photo;
    const base = {
      name: 'CV Maju Jaya',
      owner: 'Siti Rahayu',
      email: demo().email,
      phone: '0224231234',
      address: 'Jl. Braga No. 40',
      ...locationOf(demo()),
    };
    const same = await call('POST', `/v1/merchant/update?id=${DEMO_MERCHANT_ID}`, {
      token,
      form: toFormData(base),
    });
    expect(same.status).toBe(200);
    expect(demo().photo).toBe(before);
    const other = await call('POST', '/v1/merchant/update?id=1', { token, form: toFormData(base) });
    expect(other.status).toBe(403);
    const taken = await call('POST', `/v1/merchant/update?id=${DEMO_MERCHANT_ID}`, {
      token,
      form: toFormData({ ...base, email: 'partner@backoffice.test' }),
    });
    expect(taken.status).toBe(409);
    const blank = await call('POST', `/v1/merchant/update?id=${DEMO_MERCHANT_ID}`, {
      token,
      form: toFormData({ ...base, owner: ' ' }),
    });
    expect(blank.status).toBe(400);
    expect((await fieldOf(blank)).name).toBe('owner');
  });
});

describe('reset', () => {
  it('restores registrations and their sign-in accounts', async () => {
    await register(registration());
    await review(firstWhere((m) => m.status === null).id, 'accept');
    const total = db.merchants.length;
    resetStore();
    expect(db.merchants.length).toBe(total - 1);
    expect(db.merchants.some((m) => m.email === 'sumberrezeki@gmail.com')).toBe(false);
    expect(db.accounts.some((a) => a.email === 'sumberrezeki@gmail.com')).toBe(false);
  });
});
