import { describe, expect, it } from 'vitest';
import { contract } from './support/api';
import {
  callOperation,
  defaultRole,
  expectedStatus,
  implementedOperations,
  sampleFor,
} from './support/harness';

const operations = implementedOperations();

describe('contract: every implemented operation answers what the YAML declares', () => {
  it('runs over at least one operation', () => {
    expect(operations.length).toBeGreaterThan(0);
  });

  it.each(operations.map((op) => [op.operationId, op] as const))('%s', async (_, op) => {
    const role = sampleFor(op, null).as ?? defaultRole(op);
    const sample = sampleFor(op, role);
    const response = await callOperation(op, role, sample);
    const text = await response.text();
    const status = expectedStatus(op, sample);
    expect(
      response.status,
      `${op.key} as ${role ?? 'guest'} answered ${response.status}: ${text}`,
    ).toBe(status);

    const declared = op.responses.find((r) => r.status === String(status));
    expect(declared, `${op.key} declares no ${status} response`).toBeDefined();
    const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (declared?.content.length === 0) {
      expect(text).toBe('');
      return;
    }
    expect(
      declared?.content.map((m) => m.mediaType),
      `${op.key} answered ${mediaType}`,
    ).toContain(mediaType);
    if (mediaType !== 'application/json') {
      expect(text.length, `${op.key} answered an empty ${mediaType}`).toBeGreaterThan(0);
      return;
    }
    const validate = contract.responseValidator(op, String(status), mediaType);
    const body: unknown = JSON.parse(text);
    const valid = validate?.(body);
    expect(valid, `${op.key}: ${JSON.stringify(validate?.errors)}\n${text.slice(0, 2000)}`).toBe(
      true,
    );
  });
});

describe('contract: the declarations the pipeline relies on', () => {
  it('every bearer operation lists its x-roles with base roles only', () => {
    const missing = contract.operations.filter(
      (op) =>
        !op.public && (op.roles.length === 0 || op.roles.some((r) => !['A', 'P', 'M'].includes(r))),
    );
    expect(missing.map((op) => op.operationId)).toEqual([]);
  });

  it('every operation declares a 2xx answer', () => {
    const missing = contract.operations.filter(
      (op) => !op.responses.some((r) => r.status.startsWith('2')),
    );
    expect(missing.map((op) => op.operationId)).toEqual([]);
  });
});
