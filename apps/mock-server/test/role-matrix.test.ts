import type { Operation } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import {
  callOperation,
  expectedStatus,
  implementedOperations,
  isAllowed,
  ROLES,
  sampleFor,
} from './support/harness';

const operations = implementedOperations();
const bearer = operations.filter((op) => !op.public);
const cases = bearer.flatMap((op) => ROLES.map((role) => [op.operationId, role, op] as const));

function describeCall(op: Operation, role: string, response: Response, text: string): string {
  return `${op.key} as ${role} answered ${response.status}: ${text.slice(0, 300)}`;
}

describe('role matrix from x-roles', () => {
  it.each(cases)('%s as %s: 2xx when x-roles allow it, else 403', async (_, role, op) => {
    const sample = sampleFor(op, role);
    const response = await callOperation(op, role, sample);
    const text = await response.text();
    const expected = isAllowed(op, role) ? expectedStatus(op, sample) : 403;
    expect(response.status, describeCall(op, role, response, text)).toBe(expected);
  });

  it.each(bearer.map((op) => [op.operationId, op] as const))(
    '%s without a token: 401',
    async (_, op) => {
      const response = await callOperation(op, null, sampleFor(op, null));
      expect(response.status).toBe(401);
    },
  );

  it.each(operations.filter((op) => op.public).map((op) => [op.operationId, op] as const))(
    '%s (public) without a token: not 401',
    async (_, op) => {
      const sample = sampleFor(op, null);
      const response = await callOperation(op, null, sample);
      expect(response.status).toBe(expectedStatus(op, sample));
    },
  );
});
