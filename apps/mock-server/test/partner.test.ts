import { DEMO_PASSWORD } from '@backoffice/contract';
import type {
  Member,
  PageMeta,
  Partner,
  PartnerTransaction,
  ReferralCode,
  ReferralInfo,
} from '@backoffice/sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { availableBalance } from '../src/db/seed/partner/ledger';
import { DEMO_PARTNER_ID } from '../src/db/seed/partner/partners';
import { db, resetStore } from '../src/db/store';
import { call, fieldOf, fieldPathOf, login, messageOf } from './support/api';

beforeEach(() => resetStore());

interface Page<T> {
  data: T[];
  meta: PageMeta;
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function get<T>(path: string, token: string): Promise<T> {
  const response = await call('GET', path, { token });
  expect(response.status, `${path}: ${response.status}`).toBe(200);
  return json<T>(response);
}

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

function profileForm(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

describe('partner list and accounts (admin)', () => {
  it('pages over more than three pages of partners, newest first, with totalActive', async () => {
    const token = await login('A');
    const page1 = await get<Page<Partner>>('/v1/partner_master/getall', token);
    expect(page1.meta.totaldata).toBeGreaterThanOrEqual(46);
    expect(page1.meta.totalpage).toBeGreaterThanOrEqual(4);
    expect(page1.data).toHaveLength(15);
    const page4 = await get<Page<Partner>>('/v1/partner_master/getall?page=4', token);
    expect(page4.meta.totalDataOnPage).toBe(page1.meta.totaldata - 45);
    const inactive = await get<Page<Partner>>(
      '/v1/partner_master/getall?rowstatus=0&limit=100',
      token,
    );
    expect(inactive.data.every((p) => p.rowstatus === 0)).toBe(true);
    expect(inactive.meta.totaldata).toBe(page1.meta.totaldata - page1.meta.totalActive);
  });

  it('finds a partner by one of its referral codes and never lists the admin-only account', async () => {
    const token = await login('A');
    const found = await get<Page<Partner>>('/v1/partner_master/getall?search=kerjabareng', token);
    expect(found.data.map((p) => p.email)).toEqual(['partner@backoffice.test']);
    expect(found.data[0]?.partner_code).toBe('BUDI2026');
    const admin = await get<Page<Partner>>(
      '/v1/partner_master/getall?search=admin@backoffice.test',
      token,
    );
    expect(admin.data).toEqual([]);
  });

  it('creates a partner that is listed and can sign in at once; a used e-mail answers 409', async () => {
    const token = await login('A');
    const body = {
      name: 'Dewi Lestari',
      email: 'dewi.lestari@backoffice.test',
      phone: '081298765432',
      password: 'rahasia2026',
      role: 'A,P',
    };
    const created = await call('POST', '/v1/partner_master/create', { token, json: body });
    expect(created.status).toBe(201);
    const { message, data } = await json<{ message: string; data: Partner }>(created);
    expect(message).toBe('Partner berhasil dibuat.');
    const list = await get<Page<Partner>>('/v1/partner_master/getall?search=dewi.lestari', token);
    expect(list.data.map((p) => p.id)).toEqual([data.id]);
    const signIn = await call('POST', '/v1/partner_master/login', {
      json: { email: body.email, password: body.password },
    });
    expect(signIn.status).toBe(200);
    expect((await json<{ data: { role: string } }>(signIn)).data.role).toBe('A,P');

    const again = await call('POST', '/v1/partner_master/create', {
      token,
      json: { ...body, email: 'PARTNER@backoffice.test' },
    });
    expect(again.status).toBe(409);
    expect((await fieldOf(again)).name).toBe('email');
  });

  it('refuses a create without phone or with a short password, naming the field', async () => {
    const token = await login('A');
    const noPhone = await call('POST', '/v1/partner_master/create', {
      token,
      json: { name: 'X', email: 'x@backoffice.test', password: 'rahasia2026' },
    });
    expect(noPhone.status).toBe(400);
    expect(await fieldPathOf(noPhone)).toMatch(/phone/);
    const shortPassword = await call('POST', '/v1/partner_master/create', {
      token,
      json: { name: 'X', email: 'x@backoffice.test', phone: '081234567890', password: 'abc' },
    });
    expect(shortPassword.status).toBe(400);
    expect(await fieldPathOf(shortPassword)).toBe('body.password');
  });

  it('answers one partner by id, and 404 with the spec message for an unknown one', async () => {
    const token = await login('A');
    const one = await get<{ data: { partner_master: Partner } }>(
      `/v1/partner_master/getbyid/${DEMO_PARTNER_ID.partner}`,
      token,
    );
    expect(one.data.partner_master.email).toBe('partner@backoffice.test');
    expect(one.data.partner_master.total_member).toBeGreaterThanOrEqual(50);
    const missing = await call('GET', '/v1/partner_master/getbyid/9999', { token });
    expect(missing.status).toBe(404);
    expect(await messageOf(missing)).toBe('Akun partner tidak ditemukan');
    const bad = await call('GET', '/v1/partner_master/getbyid/abc', { token });
    expect(bad.status).toBe(400);
    expect(await fieldPathOf(bad)).toMatch(/id/);
  });
});

describe('own profile and password', () => {
  it('saves the profile with a photo that is then served back and answered at login', async () => {
    const token = await login('P');
    const saved = await call('PUT', '/v1/partner_master/update', {
      token,
      form: profileForm({
        name: 'Budi Santoso Putra',
        email: 'partner@backoffice.test',
        phone: '081234567899',
        address: 'Jl. Braga No. 15, Bandung',
        photo: new File([PNG], 'budi.png', { type: 'image/png' }),
      }),
    });
    expect(saved.status).toBe(200);
    const { message, data } = await json<{ message: string; data: Partner }>(saved);
    expect(message).toBe('Profil berhasil diubah.');
    const photo = await call('GET', new URL(data.photo).pathname);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(PNG);
    const own = await get<{ data: { partner_master: Partner } }>(
      '/v1/partner_master/getbyid',
      token,
    );
    expect(own.data.partner_master).toMatchObject({
      name: 'Budi Santoso Putra',
      photo: data.photo,
    });
    const signIn = await call('POST', '/v1/partner_master/login', {
      json: { email: 'partner@backoffice.test', password: DEMO_PASSWORD },
    });
    expect((await json<{ data: { photo: string } }>(signIn)).data.photo).toBe(data.photo);
  });

  it('refuses a file that only claims to be an image, naming photo', async () => {
    const token = await login('P');
    const response = await call('PUT', '/v1/partner_master/update', {
      token,
      form: profileForm({
        name: 'Budi',
        email: 'partner@backoffice.test',
        phone: '081234567890',
        photo: new File(['<svg onload="x()"/>'], 'x.png', { type: 'image/png' }),
      }),
    });
    expect(response.status).toBe(400);
    expect((await fieldOf(response)).name).toBe('photo');
  });

  it('lets an admin update another partner, but not a partner; a taken e-mail answers 409', async () => {
    const target = DEMO_PARTNER_ID.adminPartner + 1;
    const fields = {
      id: String(target),
      name: 'Nama Baru',
      email: 'baru@backoffice.test',
      phone: '081211112222',
    };
    const asPartner = await call('PUT', '/v1/partner_master/update', {
      token: await login('P'),
      form: profileForm(fields),
    });
    expect(asPartner.status).toBe(403);
    const admin = await login('A');
    const asAdmin = await call('PUT', '/v1/partner_master/update', {
      token: admin,
      form: profileForm(fields),
    });
    expect(asAdmin.status).toBe(200);
    expect(await json<{ message: string }>(asAdmin)).toMatchObject({
      message: 'Partner berhasil diubah.',
    });
    const read = await get<{ data: { partner_master: Partner } }>(
      `/v1/partner_master/getbyid/${target}`,
      admin,
    );
    expect(read.data.partner_master).toMatchObject({
      name: 'Nama Baru',
      email: 'baru@backoffice.test',
    });
    const taken = await call('PUT', '/v1/partner_master/update', {
      token: admin,
      form: profileForm({ ...fields, email: 'merchant@backoffice.test' }),
    });
    expect(taken.status).toBe(409);
    expect((await fieldOf(taken)).name).toBe('email');
    const noName = await call('PUT', '/v1/partner_master/update', {
      token: admin,
      form: profileForm({ email: 'x@backoffice.test', phone: '081211112222' }),
    });
    expect(noName.status).toBe(400);
    expect(await fieldPathOf(noName)).toMatch(/name/);
  });
});

describe('referral codes', () => {
  it('answers the dashboard figures and the codes oldest first with deep links', async () => {
    const token = await login('P');
    const { data } = await get<{
      data: { info: ReferralInfo; referrals: ReferralCode[] };
    }>('/v1/partner_master/getalldata', token);
    expect(data.referrals.map((r) => r.no)).toEqual([1, 2, 3, 4, 5]);
    expect(data.referrals[0]).toMatchObject({
      partner_code: 'BUDI2026',
      deep_link: 'http://127.0.0.1:4010/r/BUDI2026',
    });
    expect(data.info.members).toBeGreaterThanOrEqual(50);
    expect(data.info.tot_member).toBe(data.info.members);
    expect(String(data.info.tot_transaction).replaceAll(',', '')).toBe(String(data.info.income));
    expect(data.info.partner).toBe(3);
  });

  it('creates a code that the dashboard then lists; a taken code answers 409', async () => {
    const token = await login('P');
    const created = await call('POST', '/v1/partner/create', {
      token,
      json: { partner_code: 'JAKARTAHEMAT' },
    });
    expect(created.status).toBe(201);
    expect(await json<{ message: string; data: ReferralCode }>(created)).toMatchObject({
      message: 'Code Referral berhasil dibuat.',
      data: { no: 6, rowstatus: 1, deep_link: 'http://127.0.0.1:4010/r/JAKARTAHEMAT' },
    });
    const { data } = await get<{ data: { referrals: ReferralCode[] } }>(
      '/v1/partner_master/getalldata',
      token,
    );
    expect(data.referrals.at(-1)?.partner_code).toBe('JAKARTAHEMAT');
    // Unique platform-wide: another partner's code is taken too.
    const taken = await call('POST', '/v1/partner/create', {
      token: await login('A,P'),
      json: { partner_code: 'JAKARTAHEMAT' },
    });
    expect(taken.status).toBe(409);
    expect((await fieldOf(taken)).name).toBe('partner_code');
    const lower = await call('POST', '/v1/partner/create', {
      token,
      json: { partner_code: 'hemat' },
    });
    expect(lower.status).toBe(400);
    expect(await fieldPathOf(lower)).toMatch(/partner_code/);
  });

  it('toggles rowstatus for the owner only', async () => {
    const token = await login('P');
    const code = db.referralCodes.find((c) => c.partner_code === 'BUDI2026');
    expect(code?.rowstatus).toBe(1);
    const off = await call('PUT', `/v1/partner/activedeactive/${code?.id}`, {
      token,
      json: { rowstatus: 0 },
    });
    expect(off.status).toBe(200);
    expect(await messageOf(off)).toBe('Status Referral berhasil diubah.');
    const { data } = await get<{ data: { referrals: ReferralCode[] } }>(
      '/v1/partner_master/getalldata',
      token,
    );
    expect(data.referrals[0]?.rowstatus).toBe(0);
    const other = await call('PUT', `/v1/partner/activedeactive/${code?.id}`, {
      token: await login('A,P'),
      json: { rowstatus: 1 },
    });
    expect(other.status).toBe(403);
    const missing = await call('PUT', '/v1/partner/activedeactive/9999', {
      token,
      json: { rowstatus: 1 },
    });
    expect(missing.status).toBe(404);
    const bad = await call('PUT', `/v1/partner/activedeactive/${code?.id}`, {
      token,
      json: { rowstatus: 2 },
    });
    expect(bad.status).toBe(400);
    expect(await fieldPathOf(bad)).toMatch(/rowstatus/);
  });

  it('forgets created codes on reset', async () => {
    const token = await login('P');
    await call('POST', '/v1/partner/create', { token, json: { partner_code: 'RESETME' } });
    expect(db.referralCodes.some((c) => c.partner_code === 'RESETME')).toBe(true);
    resetStore();
    expect(db.referralCodes.some((c) => c.partner_code === 'RESETME')).toBe(false);
  });
});

describe('members and transactions of the partner', () => {
  it('pages over the demo partner’s 50+ members and searches them', async () => {
    const token = await login('P');
    const page = await get<Page<Member>>('/v1/partner_master/getallmember', token);
    expect(page.meta.totaldata).toBeGreaterThanOrEqual(50);
    expect(page.meta.totalpage).toBeGreaterThanOrEqual(4);
    const name = page.data[3]?.name ?? '';
    const found = await get<Page<Member>>(
      `/v1/partner_master/getallmember?search=${encodeURIComponent(name.toUpperCase())}`,
      token,
    );
    expect(found.data.every((m) => m.name === name)).toBe(true);
    expect(found.data.length).toBeGreaterThan(0);
  });

  it('numbers transactions across pages and filters by status', async () => {
    const token = await login('P');
    const page2 = await get<Page<PartnerTransaction>>(
      '/v1/partner_master/getalltransaction?page=2',
      token,
    );
    expect(page2.meta.totaldata).toBeGreaterThanOrEqual(50);
    expect(page2.data[0]?.no).toBe(16);
    expect(page2.data.every((t) => t.commision === Math.round(t.harga * 0.05))).toBe(true);
    const completed = await get<Page<PartnerTransaction>>(
      '/v1/partner_master/getalltransaction?status=completed&limit=100',
      token,
    );
    expect(completed.data.every((t) => t.status === 'completed')).toBe(true);
    expect(completed.meta.totaldata).toBe(page2.meta.totalActive);
    const bad = await call('GET', '/v1/partner_master/getalltransaction?status=lunas', { token });
    expect(bad.status).toBe(400);
    expect(await fieldPathOf(bad)).toMatch(/status/);
  });
});

describe('bank account and withdrawals', () => {
  it('lists the banks by name with the Iris codes', async () => {
    const { data } = await get<{ data: { code: string; name: string }[] }>(
      '/v1/user/getallbankiris',
      await login('M'),
    );
    expect(data.map((b) => b.code)).toEqual(
      expect.arrayContaining(['bca', 'bni', 'bri', 'mandiri', 'permata', 'cimb', 'bsi']),
    );
    expect(data.map((b) => b.name)).toEqual(
      [...data.map((b) => b.name)].sort((a, b) => a.localeCompare(b, 'id')),
    );
  });

  it('saves a bank account from the bank list and refuses an unknown bank', async () => {
    const token = await login('P');
    const saved = await call('POST', '/v1/partner_master/updatebank', {
      token,
      json: { bank_code: 'bri', account_number: '002301000123567', account_name: 'Budi Santoso' },
    });
    expect(saved.status).toBe(200);
    const { data } = await get<{ data: { bank_name: string } }>(
      '/v1/partner_master/getbank',
      token,
    );
    expect(data).toMatchObject({ bank_code: 'bri', bank_name: 'Bank Rakyat Indonesia' });
    const unknown = await call('POST', '/v1/partner_master/updatebank', {
      token,
      json: { bank_code: 'xyz', account_number: '1234567890', account_name: 'Budi' },
    });
    expect(unknown.status).toBe(400);
    expect((await fieldOf(unknown)).name).toBe('bank_code');
    const letters = await call('POST', '/v1/partner_master/updatebank', {
      token,
      json: { bank_code: 'bca', account_number: '12AB', account_name: 'Budi' },
    });
    expect(letters.status).toBe(400);
    expect(await fieldPathOf(letters)).toMatch(/account_number/);
  });

  // The partner's bank form and the creator's are read one way (bankAccountOf).
  it.each([
    ['POST', '/v1/partner_master/updatebank'],
    ['PUT', '/v1/kreator/update/bank'],
  ])(
    '%s %s reads the bank code in any case and refuses a holder of only spaces',
    async (method, path) => {
      const token = await login('P');
      const upper = await call(method, path, {
        token,
        json: { bank_code: 'BNI', account_number: '0123456789', account_name: ' Budi Santoso ' },
      });
      expect(upper.status).toBe(200);
      expect((await upper.json()).data).toMatchObject({
        bank_code: 'bni',
        bank_name: 'Bank Negara Indonesia',
        account_number: '0123456789',
        account_name: 'Budi Santoso',
      });
      const blank = await call(method, path, {
        token,
        json: { bank_code: 'bca', account_number: '0123456789', account_name: '   ' },
      });
      expect(blank.status).toBe(400);
      expect(await fieldOf(blank)).toEqual({
        in: 'body',
        name: 'account_name',
        message: 'Nama pemilik rekening wajib diisi.',
      });
    },
  );

  it('pages over the demo partner’s withdrawals; a new one comes first and holds its amount', async () => {
    const token = await login('P');
    const before = await get<Page<{ id: number }> & { balance: number }>(
      '/v1/partner_master/getwithdrawal',
      token,
    );
    expect(before.meta.totaldata).toBeGreaterThanOrEqual(46);
    const balance = availableBalance(db, DEMO_PARTNER_ID.partner);
    expect(balance).toBeGreaterThan(100_000);
    expect(before.balance).toBe(balance);
    const created = await call('POST', '/v1/partner_master/withdrawal', {
      token,
      json: { amount: 100_000, note: 'Penarikan komisi November' },
    });
    expect(created.status).toBe(201);
    const { data } = await json<{
      data: { id: number; status: string; bank: { bank_code: string } };
    }>(created);
    expect(data).toMatchObject({ status: 'pending', bank: { bank_code: 'bca' } });
    const after = await get<Page<{ id: number }> & { balance: number }>(
      '/v1/partner_master/getwithdrawal',
      token,
    );
    expect(after.data[0]?.id).toBe(data.id);
    expect(after.balance).toBe(balance - 100_000);
    expect(after.meta.totalActive).toBe(before.meta.totalActive + 1);
    expect(availableBalance(db, DEMO_PARTNER_ID.partner)).toBe(balance - 100_000);
  });

  it('refuses less than the minimum, more than the available balance, and no bank account', async () => {
    const token = await login('P');
    const tooSmall = await call('POST', '/v1/partner_master/withdrawal', {
      token,
      json: { amount: 5_000 },
    });
    expect(tooSmall.status).toBe(400);
    expect(await fieldPathOf(tooSmall)).toMatch(/amount/);
    const balance = availableBalance(db, DEMO_PARTNER_ID.partner);
    const tooMuch = await call('POST', '/v1/partner_master/withdrawal', {
      token,
      json: { amount: balance + 1000 },
    });
    expect(tooMuch.status).toBe(400);
    expect((await fieldOf(tooMuch)).name).toBe('amount');
    const exact = await call('POST', '/v1/partner_master/withdrawal', {
      token,
      json: { amount: balance },
    });
    expect(exact.status).toBe(201);
    expect(availableBalance(db, DEMO_PARTNER_ID.partner)).toBe(0);

    const admin = await login('A');
    await call('POST', '/v1/partner_master/create', {
      token: admin,
      json: {
        name: 'Tanpa Bank',
        email: 'tanpa.bank@backoffice.test',
        phone: '081200001111',
        password: 'rahasia2026',
      },
    });
    const signIn = await call('POST', '/v1/partner_master/login', {
      json: { email: 'tanpa.bank@backoffice.test', password: 'rahasia2026' },
    });
    const fresh = (await json<{ data: { token: string } }>(signIn)).data.token;
    const noBank = await call('POST', '/v1/partner_master/withdrawal', {
      token: fresh,
      json: { amount: 50_000 },
    });
    expect(noBank.status).toBe(400);
    expect(await messageOf(noBank)).toBe(
      'Simpan rekening bank terlebih dahulu sebelum menarik saldo.',
    );
    const { data } = await get<{ data: null }>('/v1/partner_master/getbank', fresh);
    expect(data).toBeNull();
  });
});
