import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@backoffice/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { type MockProcess, startMock, stopMocks } from '../../../scripts/mock-process.mjs';

// `pnpm mock --persist <file>` across restarts, a kill -9 in the middle of writes, and a file
// it cannot load.

function storeFile(): string {
  return join(mkdtempSync(join(tmpdir(), 'mock-persist-')), 'data.json');
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/v1/partner_master/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'partner@backoffice.test', password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

function createCode(base: string, token: string, code: string): Promise<Response> {
  return fetch(`${base}/v1/partner/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ partner_code: code }),
  });
}

async function codes(base: string, token: string): Promise<string[]> {
  const response = await fetch(`${base}/v1/partner_master/getalldata`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { referrals: { partner_code: string }[] } };
  return data.referrals.map((referral) => referral.partner_code);
}

function stopped(mock: MockProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((done) => {
    mock.child.once('exit', () => done());
    mock.child.kill(signal);
  });
}

describe('pnpm mock --persist', () => {
  afterEach(stopMocks);

  it('keeps the data and sessions across a restart; a reset brings the seed back', async () => {
    const file = storeFile();
    const first = await startMock(['--persist', file]);
    await expect.poll(() => first.logs.join('')).toContain(`Persisting the data to ${file}`);
    const token = await signIn(first.baseUrl);
    const seed = await codes(first.baseUrl, token);
    expect((await createCode(first.baseUrl, token, 'KEPT')).status).toBe(201);
    await stopped(first, 'SIGTERM');

    const second = await startMock(['--persist', file]);
    expect(await codes(second.baseUrl, token)).toEqual([...seed, 'KEPT']);
    expect((await fetch(`${second.baseUrl}/__mock/reset`, { method: 'POST' })).status).toBe(200);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as {
      referralCodes: { partner_code: string }[];
    };
    expect(saved.referralCodes.map((code) => code.partner_code)).not.toContain('KEPT');
    expect(saved.referralCodes.map((code) => code.partner_code)).toEqual(
      expect.arrayContaining(seed),
    );
    await stopped(second, 'SIGTERM');
  }, 60_000);

  it('loses nothing it acknowledged when killed with -9 in the middle of writes', async () => {
    const file = storeFile();
    const first = await startMock(['--persist', file]);
    const token = await signIn(first.baseUrl);
    const acknowledged: string[] = [];
    const create = async (code: string) => {
      const response = await createCode(first.baseUrl, token, code).catch(() => null);
      if (response?.status === 201) acknowledged.push(code);
    };
    for (let i = 0; i < 5; i++) await create(`SEQ${i}`);
    // Ten writes at once; the process dies as soon as the first of them is acknowledged.
    const burst = Array.from({ length: 10 }, (_, i) => create(`BURST${i}`));
    await expect.poll(() => acknowledged.length).toBeGreaterThan(5);
    await stopped(first, 'SIGKILL');
    await Promise.all(burst);

    const second = await startMock(['--persist', file]);
    const kept = await codes(second.baseUrl, token);
    expect(acknowledged.filter((code) => !kept.includes(code))).toEqual([]);
    await stopped(second, 'SIGTERM');
  }, 60_000);

  it('refuses a file it cannot load, and leaves it as it is', async () => {
    const file = storeFile();
    writeFileSync(file, '{ not json');
    let reason = '';
    try {
      JSON.parse('{ not json');
    } catch (error) {
      reason = (error as Error).message;
    }
    await expect(startMock(['--persist', file])).rejects.toThrow(
      `server exited with 1: pnpm mock: cannot load ${file}: ${reason}. The file is left as it is: repair it, or move it away to start from the seed.\n`,
    );
    expect(readFileSync(file, 'utf8')).toBe('{ not json');

    writeFileSync(file, '{"partners":5}');
    await expect(startMock(['--persist', file])).rejects.toThrow(
      `server exited with 1: pnpm mock: cannot load ${file}: its table "partners" is not a list. The file is left as it is: repair it, or move it away to start from the seed.\n`,
    );
  }, 60_000);
});
