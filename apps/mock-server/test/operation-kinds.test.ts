import { isWrite } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { db, resetStore } from '../src/db/store';
import {
  callOperation,
  defaultRole,
  expectedStatus,
  implementedOperations,
  sampleFor,
} from './support/harness';

/** The data without its sessions: a sign-in is no change of data. */
function data(): string {
  return JSON.stringify({ ...db, sessions: null });
}

const gets = implementedOperations().filter((op) => op.method === 'GET');

// `read-only` and `flaky` tell writes from reads; the contract keeps a few GETs that write.
describe('a GET counts as a write exactly when it changes data', () => {
  it('has GETs that write', () => {
    expect(gets.filter(isWrite).length).toBeGreaterThan(0);
  });

  it.each(gets.map((op) => [op.operationId, op] as const))('%s', async (_, op) => {
    resetStore();
    const seed = data();
    const role = sampleFor(op, null).as ?? defaultRole(op);
    const sample = sampleFor(op, role);
    const response = await callOperation(op, role, sample);
    // The contract test's call, which makes the operation's change when it has one.
    expect(response.status).toBe(expectedStatus(op, sample));
    expect(data() !== seed, 'changed data').toBe(isWrite(op));
  });
});
