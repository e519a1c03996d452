import { describe, expect, it } from 'vitest';
import { roleMayCall } from '../src/operation-kinds';
import type { Operation } from '../src/operations';

// The one reading of `x-roles` the mock's guard, its rules and verify:api share.
const operation = (fields: Pick<Operation, 'public' | 'roles'>) => fields as Operation;

describe('roleMayCall', () => {
  it('lets a role listed in x-roles call, and a two-role account through either of its roles', () => {
    const adminOnly = operation({ public: false, roles: ['A'] });
    expect(roleMayCall(adminOnly, 'A')).toBe(true);
    expect(roleMayCall(adminOnly, 'A,P')).toBe(true);
    expect(roleMayCall(adminOnly, 'P')).toBe(false);
    expect(roleMayCall(adminOnly, 'M')).toBe(false);
  });

  it('lets anyone call a public operation, and any signed-in role one without x-roles', () => {
    expect(roleMayCall(operation({ public: true, roles: [] }), 'M')).toBe(true);
    expect(roleMayCall(operation({ public: false, roles: [] }), 'M')).toBe(true);
  });
});
