import { DEMO_PASSWORD } from '@backoffice/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetStore } from '../src/db/store';
import {
  call,
  type DemoRole,
  expectFieldError,
  fieldOf,
  fieldPathOf,
  login,
  messageOf,
} from './support/api';

beforeEach(() => resetStore());

const signIn = (email: string, password: string) =>
  call('POST', '/v1/partner_master/login', { json: { email, password } });

// A merchant and a partner change their password by two operations that keep one set of rules,
// against the one sign-in store.
describe.each<{ role: DemoRole; email: string; method: string; path: string }>([
  {
    role: 'M',
    email: 'merchant@backoffice.test',
    method: 'POST',
    path: '/v1/merchant/ubah_password',
  },
  {
    role: 'A,P',
    email: 'adminpartner@backoffice.test',
    method: 'PUT',
    path: '/v1/partner_master/changepassword',
  },
])('$method $path', ({ role, email, method, path }) => {
  it('changes the password only with the right old one: the new one signs in, the old one not', async () => {
    const token = await login(role);
    const change = (json: Record<string, string>) => call(method, path, { token, json });
    const wrong = await change({ old_password: 'salah12345', new_password: 'rahasiaBaru2026' });
    expect(wrong.status).toBe(400);
    expect((await fieldOf(wrong)).name).toBe('old_password');
    const mismatch = await change({
      old_password: DEMO_PASSWORD,
      new_password: 'rahasiaBaru2026',
      confirm_password: 'rahasiaLain2026',
    });
    await expectFieldError(
      mismatch,
      400,
      'body',
      'confirm_password',
      'Konfirmasi password tidak sama dengan password baru.',
    );
    const short = await change({ old_password: DEMO_PASSWORD, new_password: 'pendek' });
    expect(short.status).toBe(400);
    expect(await fieldPathOf(short)).toContain('new_password');
    const ok = await change({
      old_password: DEMO_PASSWORD,
      new_password: 'rahasiaBaru2026',
      confirm_password: 'rahasiaBaru2026',
    });
    expect(ok.status).toBe(200);
    expect(await messageOf(ok)).toBe('Password berhasil diubah.');
    expect((await signIn(email, DEMO_PASSWORD)).status).toBe(401);
    expect((await signIn(email, 'rahasiaBaru2026')).status).toBe(200);
  });
});
