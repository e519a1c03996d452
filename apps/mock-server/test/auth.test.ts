import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@backoffice/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetStore } from '../src/db/store';
import { call, concretePath, findOperation, messageOf } from './support/api';

beforeEach(() => resetStore());

const merchantOnly = findOperation(
  'a merchant-only GET',
  (op) => op.method === 'GET' && op.roles.join() === 'M',
);

function signIn(email: string, password: string) {
  return call('POST', '/v1/partner_master/login', { json: { email, password } });
}

describe('POST /v1/partner_master/login', () => {
  it.each(DEMO_ACCOUNTS)(
    'signs $email in with role $role and a working photo URL',
    async (account) => {
      const response = await signIn(account.email, DEMO_PASSWORD);
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as {
        data: { token: string; role: string; photo: string };
      };
      expect(data.role).toBe(account.role);
      expect(data.token).toMatch(/^mock_[0-9a-f]{64}$/);
      expect(data.photo).toMatch(/^http:\/\/127\.0\.0\.1:4010\/uploads\/profile\//);
      const photo = await call('GET', new URL(data.photo).pathname);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/svg+xml');
    },
  );

  it('answers a different token on every sign-in, each one valid', async () => {
    const tokens = await Promise.all(
      [1, 2].map(() => signIn('partner@backoffice.test', DEMO_PASSWORD)),
    );
    const [first, second] = await Promise.all(
      tokens.map(async (r) => ((await r.json()) as { data: { token: string } }).data.token),
    );
    expect(first).not.toBe(second);
    expect(Object.keys(db.sessions)).toHaveLength(2);
  });

  it('ignores the case of the email', async () => {
    expect((await signIn('Admin@BackOffice.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('answers 401 for a wrong password or an unknown email', async () => {
    const wrong = await signIn('admin@backoffice.test', 'password124');
    expect(wrong.status).toBe(401);
    expect(await messageOf(wrong)).toBe('Email atau password salah.');
    expect((await signIn('nobody@backoffice.test', DEMO_PASSWORD)).status).toBe(401);
  });

  it('answers 403 for a deactivated account', async () => {
    const merchant = db.accounts.find((a) => a.email === 'merchant@backoffice.test');
    if (merchant === undefined) throw new Error('no merchant account');
    merchant.active = false;
    const response = await signIn('merchant@backoffice.test', DEMO_PASSWORD);
    expect(response.status).toBe(403);
    expect(await messageOf(response)).toBe('Akun kamu tidak aktif. Hubungi admin.');
  });

  it('answers the photo on the host the request was sent to', async () => {
    const { getResponse } = await import('msw');
    const { handlers } = await import('./support/api');
    const response = await getResponse(
      handlers,
      new Request('http://localhost:9999/v1/partner_master/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@backoffice.test', password: DEMO_PASSWORD }),
      }),
    );
    if (response === undefined) throw new Error('no answer');
    const { data } = (await response.json()) as { data: { photo: string } };
    expect(data.photo.startsWith('http://localhost:9999/uploads/')).toBe(true);
  });
});

describe('sessions', () => {
  async function tokenOf(email: string): Promise<string> {
    const response = await signIn(email, DEMO_PASSWORD);
    return ((await response.json()) as { data: { token: string } }).data.token;
  }

  it('a token identifies its account (403 for the wrong role, not 401)', async () => {
    const admin = await tokenOf('admin@backoffice.test');
    expect((await call('GET', concretePath(merchantOnly), { token: admin })).status).toBe(403);
  });

  it('a token stops working when its account is deactivated', async () => {
    const token = await tokenOf('admin@backoffice.test');
    const admin = db.accounts[0];
    if (admin === undefined) throw new Error('no accounts');
    admin.active = false;
    expect((await call('GET', concretePath(merchantOnly), { token })).status).toBe(401);
    admin.active = true;
    expect((await call('GET', concretePath(merchantOnly), { token })).status).toBe(403);
  });
});
