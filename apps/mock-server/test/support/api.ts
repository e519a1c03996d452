import type { Operation } from '@backoffice/contract';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@backoffice/contract';
import { loadContract } from '@backoffice/contract/load';
import { getResponse } from 'msw';
import { expect } from 'vitest';
import { createHandlers } from '../../src/node';

export const ORIGIN = 'http://127.0.0.1:4010';
export const contract = loadContract();
export const handlers = createHandlers();

export interface CallOptions {
  readonly token?: string | null;
  readonly json?: unknown;
  readonly form?: FormData;
  readonly body?: BodyInit;
  readonly headers?: Record<string, string>;
  /** Aborts the call: a hanging one (a rule's `hang`) then ends. */
  readonly signal?: AbortSignal;
}

/** Calls the mock in-process through msw's getResponse, as the node server does. */
export async function call(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  let body: BodyInit | undefined = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  if (options.form !== undefined) body = options.form;
  const response = await getResponse(
    handlers,
    new Request(`${ORIGIN}${path}`, { method, headers, body, signal: options.signal }),
  );
  if (response === undefined) throw new Error(`No handler answered ${method} ${path}`);
  return response;
}

/** GETs `path` as the holder of `token`, expects a 200 and answers its JSON body. */
export async function getJson<T>(path: string, token: string | null): Promise<T> {
  const response = await call('GET', path, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

export type DemoRole = (typeof DEMO_ACCOUNTS)[number]['role'];

export function demoEmail(role: DemoRole): string {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (account === undefined) throw new Error(`No demo account with role ${role}`);
  return account.email;
}

/** Signs a demo account in and answers its bearer token. */
export async function login(role: DemoRole): Promise<string> {
  const response = await call('POST', '/v1/partner_master/login', {
    json: { email: demoEmail(role), password: DEMO_PASSWORD },
  });
  if (response.status !== 200) throw new Error(`login as ${role} answered ${response.status}`);
  const { data } = (await response.json()) as { data: { token: string } };
  return data.token;
}

export async function messageOf(response: Response): Promise<string> {
  const body = (await response.json()) as { message?: unknown };
  if (typeof body.message !== 'string') throw new Error(`No message in ${JSON.stringify(body)}`);
  return body.message;
}

/** The first operation of the contract matching `predicate` (tests pick examples by shape). */
export function findOperation(
  description: string,
  predicate: (op: Operation) => boolean,
): Operation {
  const found = contract.operations.find(predicate);
  if (found === undefined) throw new Error(`The contract has no operation that is ${description}`);
  return found;
}

/** A concrete URL path of an operation, `{param}`s replaced by `values` (default 1). */
export function concretePath(op: Operation, values: Record<string, string | number> = {}): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(values[name] ?? 1)),
  );
}

/** The first request field an error answer names, as `place.name` (`body.email`); '' for none. */
export async function fieldPathOf(response: Response): Promise<string> {
  const body = (await response.clone().json()) as { fields?: { in: string; name: string }[] };
  const [field] = body.fields ?? [];
  return field === undefined ? '' : `${field.in}.${field.name}`;
}

/** Asserts an error about one field: its status and the whole body, `{ message, fields }`. */
export async function expectFieldError(
  response: Response,
  status: number,
  place: 'body' | 'query' | 'path',
  name: string,
  message: string,
): Promise<void> {
  const { expect } = await import('vitest');
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ message, fields: [{ in: place, name, message }] });
}

/** The one field an error answer names; its message is the answer's message too. */
export async function fieldOf(
  response: Response,
): Promise<{ in: string; name: string; message: string }> {
  const body = (await response.json()) as {
    message: string;
    fields?: { in: string; name: string; message: string }[];
  };
  const [field, ...more] = body.fields ?? [];
  if (field === undefined || more.length > 0) {
    throw new Error(`Expected one field in ${JSON.stringify(body)}`);
  }
  if (field.message !== body.message) throw new Error(`Two messages in ${JSON.stringify(body)}`);
  return field;
}
