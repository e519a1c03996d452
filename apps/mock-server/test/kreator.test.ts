import { DEMO_PASSWORD } from '@backoffice/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_KREATOR_ID } from '../src/db/seed/kreator';
import { availableBalance } from '../src/db/seed/kreator/ledger';
import { db, resetStore } from '../src/db/store';
import { mockNow } from '../src/db/time';
import { call, expectFieldError, fieldOf, fieldPathOf, login, messageOf } from './support/api';
import { samplePng } from './support/sample-value';

interface KreatorRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  photo: string | null;
  background: string | null;
  bank_code: string | null;
  bank_name: string | null;
  verified: boolean;
  total_events: number;
}
interface WithdrawalRow {
  id: number;
  kreator_id: number;
  amount: number;
  status: string;
  note: string | null;
  processed_at: string | null;
}
interface Page<T> {
  data: T[];
  meta: { totalpage: number; totaldata: number; totalActive: number };
}

beforeEach(() => resetStore());

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

const NEW_KREATOR = {
  name: 'Rizky Pratama',
  email: 'rizky.pratama@example.com',
  phone: '081311112222',
  password: 'rahasia123',
};

async function createKreator(values: Record<string, unknown> = {}): Promise<Response> {
  return call('POST', '/v1/kreator/add', {
    token: await login('A'),
    json: { ...NEW_KREATOR, ...values },
  });
}

async function signIn(email: string, password: string): Promise<Response> {
  return call('POST', '/v1/partner_master/login', { json: { email, password } });
}

async function tokenOf(email: string, password: string): Promise<string> {
  return (await json<{ data: { token: string } }>(await signIn(email, password))).data.token;
}

function profileForm(values: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
}

describe('creator accounts (admin)', () => {
  it('pages at least 50 creators, newest first, searchable by email', async () => {
    const token = await login('A');
    const page = await json<Page<KreatorRow>>(
      await call('GET', '/v1/kreator/admin/all/creators', { token }),
    );
    expect(page.meta.totaldata).toBeGreaterThanOrEqual(50);
    expect(page.meta.totalpage).toBeGreaterThanOrEqual(4);
    const found = await json<Page<KreatorRow>>(
      await call('GET', '/v1/kreator/admin/all/creators?search=ADMINPARTNER@backoffice', { token }),
    );
    expect(found.data.map((k) => k.id)).toEqual([DEMO_KREATOR_ID.adminPartner]);
    expect(found.data[0]?.total_events).toBe(
      db.events.filter((e) => e.kreator_id === DEMO_KREATOR_ID.adminPartner).length,
    );
  });

  it('creates an unverified creator who can sign in and is listed first', async () => {
    const response = await createKreator();
    expect(response.status).toBe(201);
    const { message, data } = await json<{ message: string; data: KreatorRow }>(response);
    expect(message).toBe('Kreator berhasil dibuat.');
    expect(data).toMatchObject({
      email: NEW_KREATOR.email,
      verified: false,
      bank_code: null,
      total_events: 0,
    });
    const page = await json<Page<KreatorRow>>(
      await call('GET', '/v1/kreator/admin/all/creators', { token: await login('A') }),
    );
    expect(page.data[0]?.id).toBe(data.id);
    const token = await tokenOf(NEW_KREATOR.email, NEW_KREATOR.password);
    const detail = await json<{ data: KreatorRow }>(
      await call('GET', '/v1/kreator/detail', { token }),
    );
    expect(detail.data.id).toBe(data.id);
  });

  it('answers 409 naming email for an address already used (any case), 400 for a malformed one', async () => {
    const before = db.kreators.length;
    for (const email of ['PARTNER@backoffice.test', 'merchant@backoffice.test']) {
      const response = await createKreator({ email });
      expect(response.status, email).toBe(409);
      await expectFieldError(response, 409, 'body', 'email', 'Email sudah terdaftar.');
    }
    expect(db.kreators).toHaveLength(before);
    const malformed = await createKreator({ email: 'bukan-email' });
    expect(malformed.status).toBe(400);
    expect(await fieldPathOf(malformed)).toContain('body.email');
    const short = await createKreator({ password: 'pendek' });
    expect(short.status).toBe(400);
    expect(await fieldPathOf(short)).toBe('body.password');
  });

  it('verifies a creator once with the token of their email', async () => {
    const { data } = await json<{ data: KreatorRow }>(await createKreator());
    const token = db.kreators.find((k) => k.id === data.id)?.verify_token ?? '';
    const first = await call('POST', '/v1/kreator/verify', { json: { token } });
    expect(first.status).toBe(200);
    expect(await messageOf(first)).toBe('Akun kreator berhasil diverifikasi.');
    expect(db.kreators.find((k) => k.id === data.id)?.verified).toBe(true);
    const again = await call('POST', '/v1/kreator/verify', { json: { token } });
    expect(again.status).toBe(400);
    await expectFieldError(again, 400, 'body', 'token', 'Kode verifikasi sudah dipakai.');
  });

  it('answers 400 naming token for an unknown or expired token', async () => {
    const unknown = await call('POST', '/v1/kreator/verify', { json: { token: 'tidak-ada' } });
    expect(unknown.status).toBe(400);
    expect((await fieldOf(unknown)).name).toBe('token');
    const expired = db.kreators.find(
      (k) => !k.verified && Date.parse(k.verify_expires_at) < mockNow(),
    );
    if (expired === undefined) throw new Error('no expired token in the seed');
    const response = await call('POST', '/v1/kreator/verify', {
      json: { token: expired.verify_token },
    });
    expect(response.status).toBe(400);
    await expectFieldError(
      response,
      400,
      'body',
      'token',
      'Kode verifikasi tidak valid atau sudah kedaluwarsa.',
    );
  });
});

describe("the signed-in creator's own profile", () => {
  it('answers the demo partner profile, and 404 to an account without one', async () => {
    const { data } = await json<{ data: KreatorRow }>(
      await call('GET', '/v1/kreator/detail', { token: await login('P') }),
    );
    expect(data).toMatchObject({
      id: DEMO_KREATOR_ID.partner,
      email: 'partner@backoffice.test',
      verified: true,
    });
    const admin = await call('GET', '/v1/kreator/detail', { token: await login('A') });
    expect(admin.status).toBe(404);
  });

  it('updates name, phone and photo; the photo is served back', async () => {
    const token = await login('P');
    const response = await call('PUT', '/v1/kreator/update/profile', {
      token,
      form: profileForm({
        name: 'Budi Santoso Putra',
        phone: '081399990000',
        photo: samplePng('foto.png'),
      }),
    });
    expect(response.status).toBe(200);
    const { data } = await json<{ data: KreatorRow }>(
      await call('GET', '/v1/kreator/detail', { token }),
    );
    expect(data).toMatchObject({ name: 'Budi Santoso Putra', phone: '081399990000' });
    const photo = await call('GET', new URL(data.photo ?? '').pathname);
    expect(photo.headers.get('content-type')).toBe('image/png');
  });

  it('keeps the photo when none is sent; answers 400 naming phone or photo', async () => {
    const token = await login('P');
    const before = (
      await json<{ data: KreatorRow }>(await call('GET', '/v1/kreator/detail', { token }))
    ).data;
    await call('PUT', '/v1/kreator/update/profile', {
      token,
      form: profileForm({ name: 'Budi', phone: '081399990000' }),
    });
    const after = (
      await json<{ data: KreatorRow }>(await call('GET', '/v1/kreator/detail', { token }))
    ).data;
    expect(after.photo).toBe(before.photo);
    const phone = await call('PUT', '/v1/kreator/update/profile', {
      token,
      form: profileForm({ name: 'Budi', phone: '12ab' }),
    });
    expect(phone.status).toBe(400);
    expect(await fieldPathOf(phone)).toContain('phone');
    const photo = await call('PUT', '/v1/kreator/update/profile', {
      token,
      form: profileForm({
        name: 'Budi',
        phone: '081399990000',
        photo: new File(['GIF89a'], 'a.gif', { type: 'image/gif' }),
      }),
    });
    expect(photo.status).toBe(400);
    expect((await fieldOf(photo)).name).toBe('photo');
  });

  it('replaces the background image; 400 naming background when missing or too large', async () => {
    const token = await login('P');
    const response = await call('PUT', '/v1/kreator/update/background', {
      token,
      form: profileForm({ background: samplePng('latar.png') }),
    });
    expect(response.status).toBe(200);
    const { data } = await json<{ data: KreatorRow }>(response);
    expect(data.background).toContain('latar.png');
    expect((await call('GET', new URL(data.background ?? '').pathname)).status).toBe(200);

    const missing = await call('PUT', '/v1/kreator/update/background', {
      token,
      form: profileForm({}),
    });
    expect(missing.status).toBe(400);
    expect(await fieldPathOf(missing)).toContain('background');
    const png = new Uint8Array(await samplePng().arrayBuffer());
    const huge = new Uint8Array(4 * 1024 * 1024 + 1);
    huge.set(png);
    const tooLarge = await call('PUT', '/v1/kreator/update/background', {
      token,
      form: profileForm({ background: new File([huge], 'besar.png', { type: 'image/png' }) }),
    });
    expect(tooLarge.status).toBe(400);
    expect((await fieldOf(tooLarge)).name).toBe('background');
  });

  it('changes the password only with the right old one; the new one signs in', async () => {
    const token = await login('P');
    const wrong = await call('PUT', '/v1/kreator/update/password', {
      token,
      json: { old_password: 'salah12345', new_password: 'lebihRahasia456' },
    });
    expect(wrong.status).toBe(400);
    expect((await fieldOf(wrong)).name).toBe('old_password');
    const short = await call('PUT', '/v1/kreator/update/password', {
      token,
      json: { old_password: DEMO_PASSWORD, new_password: 'pendek' },
    });
    expect(short.status).toBe(400);
    expect(await fieldPathOf(short)).toContain('new_password');
    const ok = await call('PUT', '/v1/kreator/update/password', {
      token,
      json: { old_password: DEMO_PASSWORD, new_password: 'lebihRahasia456' },
    });
    expect(ok.status).toBe(200);
    expect(await messageOf(ok)).toBe('Password berhasil diubah.');
    expect((await signIn('partner@backoffice.test', DEMO_PASSWORD)).status).toBe(401);
    expect((await signIn('partner@backoffice.test', 'lebihRahasia456')).status).toBe(200);
  });

  it('saves a bank account of the bank list; 400 naming bank_code or account_number', async () => {
    const token = await login('P');
    const ok = await call('PUT', '/v1/kreator/update/bank', {
      token,
      json: { bank_code: 'bni', account_number: '0123456789', account_name: 'Budi Santoso' },
    });
    expect(ok.status).toBe(200);
    const { data } = await json<{ data: KreatorRow }>(ok);
    expect(data).toMatchObject({ bank_code: 'bni', bank_name: 'Bank Negara Indonesia' });
    const unknown = await call('PUT', '/v1/kreator/update/bank', {
      token,
      json: { bank_code: 'bank-antah', account_number: '0123456789', account_name: 'Budi' },
    });
    expect(unknown.status).toBe(400);
    expect((await fieldOf(unknown)).name).toBe('bank_code');
    const number = await call('PUT', '/v1/kreator/update/bank', {
      token,
      json: { bank_code: 'bca', account_number: '12-34', account_name: 'Budi' },
    });
    expect(number.status).toBe(400);
    expect(await fieldPathOf(number)).toContain('account_number');
  });

  it('refuses a name of only spaces, in the contract’s words', async () => {
    const token = await login('P');
    const name = await call('PUT', '/v1/kreator/update/profile', {
      token,
      form: profileForm({ name: '   ', phone: '081399990000' }),
    });
    expect(name.status).toBe(400);
    expect(await fieldOf(name)).toEqual({ in: 'body', name: 'name', message: 'Nama wajib diisi.' });
  });
});

describe('withdrawals', () => {
  async function list(token: string, query = ''): Promise<Page<WithdrawalRow>> {
    return json(await call('GET', `/v1/kreator/withdrawal/data?limit=100${query}`, { token }));
  }

  it("shows a creator their own withdrawals and an admin everyone's", async () => {
    const own = await list(await login('P'));
    expect(own.data.length).toBeGreaterThan(0);
    expect(own.data.every((w) => w.kreator_id === DEMO_KREATOR_ID.partner)).toBe(true);
    const all = await list(await login('A'));
    expect(all.meta.totaldata).toBeGreaterThanOrEqual(46);
    expect(all.meta.totalActive).toBe(all.data.filter((w) => w.status === 'pending').length);
    const pending = await list(await login('A'), '&status=pending');
    expect(pending.data.every((w) => w.status === 'pending')).toBe(true);
  });

  it('requests a pending withdrawal within the balance; more than the balance is 400 naming amount', async () => {
    const token = await login('P');
    const tooMuch = await call('POST', '/v1/kreator/withdrawal/action', {
      token,
      json: { action: 'request', amount: 999_999_999 },
    });
    expect(tooMuch.status).toBe(400);
    expect((await fieldOf(tooMuch)).name).toBe('amount');
    const tooLittle = await call('POST', '/v1/kreator/withdrawal/action', {
      token,
      json: { action: 'request', amount: 5000 },
    });
    expect(tooLittle.status).toBe(400);

    const ok = await call('POST', '/v1/kreator/withdrawal/action', {
      token,
      json: { action: 'request', amount: 10_000 },
    });
    expect(ok.status).toBe(200);
    const { message, data } = await json<{ message: string; data: WithdrawalRow }>(ok);
    expect(message).toBe('Penarikan dana berhasil diajukan.');
    expect(data).toMatchObject({
      status: 'pending',
      amount: 10_000,
      kreator_id: DEMO_KREATOR_ID.partner,
    });
    expect((await list(token)).data[0]?.id).toBe(data.id);
  });

  it('answers 400 asking a creator without a bank account to save one first', async () => {
    await createKreator();
    const token = await tokenOf(NEW_KREATOR.email, NEW_KREATOR.password);
    const response = await call('POST', '/v1/kreator/withdrawal/action', {
      token,
      json: { action: 'request', amount: 10_000 },
    });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(
      'Simpan rekening bank terlebih dahulu sebelum menarik saldo.',
    );
  });

  it('lets only an admin decide, once; a rejection gives the amount back', async () => {
    const pending = db.kreatorWithdrawals.filter((w) => w.status === 'pending');
    const [first, second] = pending;
    if (first === undefined || second === undefined)
      throw new Error('need two pending withdrawals');
    const partner = await call('POST', '/v1/kreator/withdrawal/action', {
      token: await login('P'),
      json: { action: 'approve', id: first.id },
    });
    expect(partner.status).toBe(403);

    const admin = await login('A');
    const approved = await call('POST', '/v1/kreator/withdrawal/action', {
      token: admin,
      json: { action: 'approve', id: first.id, note: 'Ditransfer 16 Oktober.' },
    });
    expect(approved.status).toBe(200);
    const { data } = await json<{ data: WithdrawalRow }>(approved);
    expect(data).toMatchObject({ status: 'approved', note: 'Ditransfer 16 Oktober.' });
    expect(data.processed_at).not.toBeNull();

    const twice = await call('POST', '/v1/kreator/withdrawal/action', {
      token: admin,
      json: { action: 'reject', id: first.id },
    });
    expect(twice.status).toBe(400);
    expect((await fieldOf(twice)).name).toBe('id');
    const unknown = await call('POST', '/v1/kreator/withdrawal/action', {
      token: admin,
      json: { action: 'approve', id: 99999 },
    });
    expect(unknown.status).toBe(404);

    const rejected = await call('POST', '/v1/kreator/withdrawal/action', {
      token: admin,
      json: { action: 'reject', id: second.id },
    });
    expect((await json<{ data: WithdrawalRow }>(rejected)).data.status).toBe('rejected');
  });

  it.each([
    [{ action: 'cancel' }, 'action', 'Aksi harus salah satu dari: request, approve, reject.'],
    [
      { action: 'cancel', id: 1 },
      'action',
      'Aksi harus salah satu dari: request, approve, reject.',
    ],
    [{ id: 1 }, 'action', 'Aksi wajib diisi.'],
    [{ action: 'approve' }, 'id', 'Penarikan wajib diisi.'],
    [{ action: 'reject', id: 1, amount: 10_000 }, 'amount', 'Isian "amount" tidak dikenal.'],
    [{ action: 'request' }, 'amount', 'Jumlah penarikan wajib diisi.'],
    [{ action: 'request', amount: 5000 }, 'amount', 'Jumlah penarikan minimal 10.000.'],
  ])(
    'answers 400 naming the field of the action the body is for: %j',
    async (json, name, message) => {
      const response = await call('POST', '/v1/kreator/withdrawal/action', {
        token: await login('A,P'),
        json,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message, fields: [{ in: 'body', name, message }] });
    },
  );

  it('a withdrawal of the whole balance leaves nothing; rejecting it frees the amount', async () => {
    const token = await login('P');
    const balance = availableBalance(db, DEMO_KREATOR_ID.partner);
    expect(balance).toBeGreaterThanOrEqual(10_000);
    const request = (amount: number) =>
      call('POST', '/v1/kreator/withdrawal/action', { token, json: { action: 'request', amount } });
    const all = await request(balance);
    expect(all.status).toBe(200);
    const { data } = await json<{ data: WithdrawalRow }>(all);
    expect((await request(10_000)).status).toBe(400);
    await call('POST', '/v1/kreator/withdrawal/action', {
      token: await login('A'),
      json: { action: 'reject', id: data.id },
    });
    expect((await request(10_000)).status).toBe(200);
  });
});

describe('creator transactions', () => {
  it("shows a creator the sales of their own events and an admin everyone's", async () => {
    const own = new Set(
      db.events.filter((e) => e.kreator_id === DEMO_KREATOR_ID.partner).map((e) => e.id),
    );
    const partner = await json<
      Page<{ event_id: number; net_amount: number; amount: number; fee: number }>
    >(await call('GET', '/v1/kreator/transaction/data?limit=100', { token: await login('P') }));
    expect(partner.data.length).toBeGreaterThan(0);
    expect(partner.data.every((t) => own.has(t.event_id))).toBe(true);
    expect(partner.data.every((t) => t.net_amount === t.amount - t.fee)).toBe(true);
    const admin = await json<Page<{ invoice: string }>>(
      await call('GET', '/v1/kreator/transaction/data', { token: await login('A') }),
    );
    expect(admin.meta.totaldata).toBeGreaterThanOrEqual(46);
    const invoice = admin.data[2]?.invoice ?? '';
    const found = await json<Page<{ invoice: string }>>(
      await call('GET', `/v1/kreator/transaction/data?search=${encodeURIComponent(invoice)}`, {
        token: await login('A'),
      }),
    );
    expect(found.data.map((t) => t.invoice)).toEqual([invoice]);
  });
});

describe('reset', () => {
  it('restores the seeded creators and withdrawals', async () => {
    await createKreator();
    await call('POST', '/v1/kreator/withdrawal/action', {
      token: await login('P'),
      json: { action: 'request', amount: 10_000 },
    });
    const [kreators, withdrawals] = [db.kreators.length, db.kreatorWithdrawals.length];
    await call('POST', '/__mock/reset');
    expect([db.kreators.length, db.kreatorWithdrawals.length]).toEqual([
      kreators - 1,
      withdrawals - 1,
    ]);
    expect((await signIn(NEW_KREATOR.email, NEW_KREATOR.password)).status).toBe(401);
  });
});
