import type { Operation } from '@backoffice/contract';
import { createApiClient, isApiError, operationMeta, type Role } from '@backoffice/sdk';
import { getResponse } from 'msw';
import { db, resetStore } from '../../src/db/store';
import { areas } from '../../src/handlers';
import { samples } from '../samples';
import type { Sample } from '../samples/types';
import { contract, handlers, login, ORIGIN } from './api';
import { sampleValue } from './sample-value';

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

type UntypedCall = (path: string, init: object) => Promise<unknown>;

/**
 * Calls an operation as `role` (null: without a token) through the SDK's client, as the
 * dashboard and other tools do, with the sample's values or values built from the contract: path
 * and required query parameters, the body's example or a generated one. The client serialises
 * the query, builds multipart bodies and sets the token; msw's getResponse answers in-process.
 * Answers the mock's Response whatever its status. Starts from a freshly reset store, so calls
 * do not depend on each other.
 */
export async function callOperation(
  op: Operation,
  role: Role | null,
  sample: Sample,
): Promise<Response> {
  resetStore();
  const token = role === null ? undefined : await login(role);
  const path: Record<string, string | number> = {};
  const query: Record<string, string | number | boolean> = {};
  for (const p of op.parameters) {
    const given = p.in === 'path' ? sample.path?.[p.name] : sample.query?.[p.name];
    if (given === undefined && !p.required) continue;
    const value = given ?? (sampleValue(p.schema) as string | number | boolean);
    if (p.in === 'path') path[p.name] = value as string | number;
    else query[p.name] = value;
  }
  const media = op.requestBody?.content[0];
  const body =
    media === undefined
      ? undefined
      : (sample.body ??
        (media.example as Record<string, unknown> | undefined) ??
        sampleValue(media.schema));

  let answered: Response | undefined;
  const client = createApiClient({
    baseUrl: ORIGIN,
    auth: () => token,
    fetch: async (request) => {
      const response = await getResponse(handlers, request);
      if (response === undefined) throw new Error(`No handler answered ${op.key}`);
      answered = response.clone();
      return response;
    },
  });
  const init = { params: { path, query }, ...(body === undefined ? {} : { body }) };
  const send =
    op.method === 'GET' && sdkOperationMeta(op)?.download
      ? (client.download as unknown as UntypedCall)
      : (client as unknown as Record<string, UntypedCall>)[op.method];
  if (send === undefined) throw new Error(`The SDK has no ${op.method} method`);
  // The SDK throws ApiError for a non-2xx answer; the tests read the status from the Response.
  await send(op.path, init).catch((error: unknown) => {
    if (!isApiError(error) || error.status === 0) throw error;
  });
  if (answered === undefined) throw new Error(`The SDK sent no request for ${op.key}`);
  return answered;
}

function sdkOperationMeta(op: Operation) {
  return operationMeta[`${op.method} ${op.path}` as keyof typeof operationMeta];
}
