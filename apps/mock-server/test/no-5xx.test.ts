import { beforeAll, describe, expect, it } from 'vitest';
import { createMockApi } from '../src/app';
import { call, concretePath, contract, login, ORIGIN } from './support/api';
import { implementedOperations } from './support/harness';

// Hostile and sloppy input must get a 4xx (or the normal answer), never a 5xx.
const operations = implementedOperations();

const PATH_VALUES = ['abc', '0', '-1', '1.5', '99999999999999999999', '%00', '%E0%A4%A', '1;drop'];
const QUERIES = [
  '?page=0',
  '?page=-3&limit=0',
  '?page=abc&limit=1e3',
  '?limit=101',
  '?page=2&page=3',
  '?search=%00%FF',
  `?search=${'x'.repeat(500)}`,
  '?status=%27%3B--',
  '?id=abc&status=maybe',
];
const JSON_BODIES = [
  '{}',
  '[]',
  'null',
  '"text"',
  '12',
  '{"id":"x","email":[],"password":{}}',
  '{',
  '\u0000',
];

let tokens: Record<string, string> = {};
beforeAll(async () => {
  tokens = { A: await login('A'), P: await login('P'), M: await login('M') };
});

describe.each(operations.map((op) => [op.operationId, op] as const))('%s', (_, op) => {
  it('answers below 500 whatever the parameters, body and token', async () => {
    const statuses: string[] = [];
    const record = async (label: string, response: Promise<Response>) => {
      const r = await response;
      if (r.status >= 500) statuses.push(`${label} -> ${r.status} ${await r.text()}`);
    };
    for (const token of [null, 'mock_forged', tokens.A, tokens.P, tokens.M]) {
      for (const value of PATH_VALUES) {
        const path = op.path.replace(/\{[^}]+\}/g, value);
        await record(`${token} ${path}`, call(op.method, path, { token }));
      }
      for (const query of QUERIES) {
        await record(`${token} ${query}`, call(op.method, concretePath(op) + query, { token }));
      }
      // fetch refuses a body on GET and HEAD.
      if (op.method === 'GET' || op.method === 'HEAD') continue;
      for (const body of JSON_BODIES) {
        const headers = { 'content-type': 'application/json' };
        await record(
          `${token} json ${body}`,
          call(op.method, concretePath(op), { token, body, headers }),
        );
      }
      const form = new FormData();
      form.append('id', 'x');
      form.append('photo', 'not a file');
      form.append('unknown', new File(['x'], 'x.txt'));
      await record(`${token} form`, call(op.method, concretePath(op), { token, form }));
      await record(
        `${token} text`,
        call(op.method, concretePath(op), {
          token,
          body: 'hello',
          headers: { 'content-type': 'text/plain' },
        }),
      );
    }
    expect(statuses).toEqual([]);
  });
});

describe('outside the contract', () => {
  it.each([
    ['GET', '/v1'],
    ['GET', '/v1/'],
    ['GET', '/v1//partner_master'],
    ['PATCH', '/v1/partner_master/login'],
    ['PATCH', '/uploads/x'],
    ['GET', '/uploads/%E0%A4%A'],
    ['GET', '/uploads/../../etc/passwd'],
    ['POST', '/__mock/reset?x=1'],
    ['GET', '/assets/app.js'],
  ])('%s %s answers below 500', async (method, path) => {
    // As the standalone server does: the pipeline, whatever the path.
    const { answer } = createMockApi({ contract });
    const response = await answer(new Request(`${ORIGIN}${path}`, { method }));
    expect(response.status).toBeLessThan(500);
  });
});
