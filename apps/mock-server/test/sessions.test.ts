import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_ID } from '../src/db/seed/auth';
import { db, resetStore, snapshotStore } from '../src/db/store';
import { call, login, messageOf } from './support/api';

beforeEach(() => resetStore());

/** The store as JSON without its sessions: what a reset must bring back to the seed. */
function dataWithoutSessions(): string {
  const { sessions: _sessions, ...data } = JSON.parse(snapshotStore()) as Record<string, unknown>;
  return JSON.stringify(data);
}

async function referralCodes(token: string): Promise<string[]> {
  const response = await call('GET', '/v1/partner_master/getalldata', { token });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { referrals: { partner_code: string }[] } };
  return data.referrals.map((referral) => referral.partner_code);
}

describe('POST /__mock/reset', () => {
  it('restores the seed data while a demo token issued before it keeps working', async () => {
    const seed = dataWithoutSessions();
    const partner = await login('P');
    const admin = await login('A');
    const before = await referralCodes(partner);

    const created = await call('POST', '/v1/partner/create', {
      token: partner,
      json: { partner_code: 'RESETME' },
    });
    expect(created.status).toBe(201);
    expect(await referralCodes(partner)).toEqual([...before, 'RESETME']);

    const response = await call('POST', '/__mock/reset');
    expect(response.status).toBe(200);
    expect(await messageOf(response)).toBe('The mock data is back to its seed.');

    expect(dataWithoutSessions()).toBe(seed);
    expect(await referralCodes(partner)).toEqual(before);
    expect(
      (await call('GET', '/v1/admindata/allusers?page=1', { token: admin })).status,
      'the admin token still signs its calls in',
    ).toBe(200);
  });

  it('ends the sessions of accounts created since the seed, with their accounts', async () => {
    const creator = { name: 'Rizky Pratama', email: 'rizky@example.com', phone: '081311112222' };
    const password = 'rahasia123';
    const added = await call('POST', '/v1/kreator/add', {
      token: await login('A'),
      json: { ...creator, password },
    });
    expect(added.status).toBe(201);
    const signedIn = await call('POST', '/v1/partner_master/login', {
      json: { email: creator.email, password },
    });
    const { data } = (await signedIn.json()) as { data: { token: string } };
    const token = data.token;
    expect((await call('GET', '/v1/kreator/detail', { token })).status).toBe(200);

    await call('POST', '/__mock/reset');

    expect(db.accounts.some((account) => account.email === creator.email)).toBe(false);
    expect(db.sessions[token]).toBeUndefined();
    expect((await call('GET', '/v1/kreator/detail', { token })).status).toBe(401);
  });

  it('gives a demo account deactivated before the reset its working session back', async () => {
    const token = await login('M');
    const merchant = db.accounts.find((account) => account.id === DEMO_ACCOUNT_ID.merchant);
    if (merchant === undefined) throw new Error('no demo merchant');
    merchant.active = false;
    expect((await call('GET', '/v1/merchant/count_redeem', { token })).status).toBe(401);

    await call('POST', '/__mock/reset');

    expect((await call('GET', '/v1/merchant/count_redeem', { token })).status).toBe(200);
  });
});
