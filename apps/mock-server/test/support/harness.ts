import type { Role } from '@backoffice/sdk';
import type { Operation } from '../../src/contract/operations';
import { db, resetStore } from '../../src/db/store';
import { areas } from '../../src/handlers';
import { samples } from '../samples';
import type { Sample } from '../samples/types';
import { call, concretePath, contract, login } from './api';
import { sampleValue, toFormData } from './sample-value';

/** Operations of the areas src/handlers/index.ts declares implemented, in contract order. */
export function implementedOperations(): Operation[] {
  const implemented = new Set(Object.keys(areas));
  return contract.operations.filter((op) => implemented.has(op.tag));
}

export const ROLES = ['A', 'P', 'M', 'A,P'] as const satisfies readonly Role[];

export function isAllowed(op: Operation, role: Role): boolean {
  return role.split(',').some((base) => op.roles.includes(base));
}

/** The role the contract test calls as: the sample's, else the first allowed; null when public. */
export function defaultRole(op: Operation): Role | null {
  if (op.public) return null;
  return ROLES.find((role) => isAllowed(op, role)) ?? 'A';
}

export function expectedStatus(op: Operation, sample: Sample): number {
  if (sample.status !== undefined) return sample.status;
  const ok = op.responses.map((r) => Number(r.status)).filter((s) => s >= 200 && s < 300);
  return Math.min(...ok);
}

export function sampleFor(op: Operation, role: Role | null): Sample {
  return samples[op.operationId]?.(db, role) ?? {};
}

/**
 * Calls an operation as `role` (null: without a token) with the sample's values, or values built
 * from the contract: path and required query parameters, the body's example or a generated one.
 * Starts from a freshly reset store, so calls do not depend on each other.
 */
export async function callOperation(
  op: Operation,
  role: Role | null,
  sample: Sample,
): Promise<Response> {
  resetStore();
  const token = role === null ? null : await login(role);
  const path: Record<string, string | number> = {};
  const query = new URLSearchParams();
  for (const p of op.parameters) {
    const given = p.in === 'path' ? sample.path?.[p.name] : sample.query?.[p.name];
    if (given === undefined && !p.required) continue;
    const value = String(given ?? sampleValue(p.schema));
    if (p.in === 'path') path[p.name] = value;
    else query.set(p.name, value);
  }
  const url = concretePath(op, path) + (query.size > 0 ? `?${query}` : '');
  const media = op.requestBody?.content[0];
  if (media === undefined) return call(op.method, url, { token });
  const body = (sample.body ??
    (media.example as Record<string, unknown> | undefined) ??
    sampleValue(media.schema)) as Record<string, unknown>;
  if (media.mediaType === 'multipart/form-data')
    return call(op.method, url, { token, form: toFormData(body) });
  return call(op.method, url, { token, json: body });
}
