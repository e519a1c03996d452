import type { FieldError } from './entities.gen';

/**
 * What went wrong, for a program to act on:
 * - `http`: the server answered a non-2xx status (`status`, `serverMessage`, `fields`, `body`);
 * - `network`: no answer (connection refused, reset, DNS); `status` 0;
 * - `timeout`: the call's `timeoutMs` ran out; `status` 0;
 * - `aborted`: the caller's `signal` cancelled the call; `status` 0;
 * - `invalid-response`: a 2xx whose body is missing or cannot be read; `status` is that 2xx;
 * - `invalid-request`: not sent, because the SDK found the request breaks the contract (a file
 *   of the wrong type or size); `status` 0, `fields` names the field.
 */
export type ApiErrorKind =
  | 'http'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'invalid-response'
  | 'invalid-request';

export interface ApiErrorInit {
  kind?: ApiErrorKind;
  status: number;
  /** The contract's operationId, null for a path the contract does not have. */
  operationId?: string | null;
  method?: string;
  /** The URL of the request, query included. */
  url?: string;
  /** The parsed JSON error body, the raw text when it is not JSON, or null. */
  body?: unknown;
  /** The field errors, when not read from `body` (a check made before sending). */
  fields?: readonly FieldError[];
  cause?: unknown;
  /** The time limit that ran out, for a `timeout`. */
  timeoutMs?: number;
}

/**
 * The one error every failed SDK call rejects with. `message` is written for a developer
 * (`GET /v1/partner_master/getall timed out after 5000 ms`); what an end user reads is the
 * app's business: `serverMessage` is the server's own words, when it sent any.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The HTTP status; 0 when no answer came (network, timeout, aborted, invalid-request). */
  readonly status: number;
  readonly operationId: string | null;
  readonly method: string;
  readonly url: string;
  /** The parsed JSON error body, the raw text when it is not JSON, or null when empty/absent. */
  readonly body: unknown;
  /** The server's `message`, or null when it sent none (or an empty one). */
  readonly serverMessage: string | null;
  /** The request fields the error concerns (the body's `fields`), empty when it names none. */
  readonly fields: readonly FieldError[];

  constructor(init: ApiErrorInit) {
    const { status, body = null, cause } = init;
    const kind = init.kind ?? (status === 0 ? 'network' : 'http');
    const method = init.method ?? 'GET';
    const url = init.url ?? '';
    const serverMessage = messageOf(body);
    const fields = init.fields ?? fieldsOf(body);
    super(describe({ kind, status, method, url, serverMessage, fields, cause, init }), { cause });
    this.kind = kind;
    this.status = status;
    this.operationId = init.operationId ?? null;
    this.method = method;
    this.url = url;
    this.body = body;
    this.serverMessage = serverMessage;
    this.fields = fields;
  }
}

interface Description {
  kind: ApiErrorKind;
  status: number;
  method: string;
  url: string;
  serverMessage: string | null;
  fields: readonly FieldError[];
  cause: unknown;
  init: ApiErrorInit;
}

/** `/v1/partner_master/getall` of a full URL: a log line names the route, not the host. */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

function causeText(cause: unknown): string {
  if (!(cause instanceof Error)) return '';
  const inner = cause.cause instanceof Error ? ` (${cause.cause.message})` : '';
  return `: ${cause.message}${inner}`;
}

/** The developer's message: which call, and what happened to it. */
function describe({ kind, status, method, url, serverMessage, fields, cause, init }: Description) {
  const call = `${method} ${pathOf(url)}`.trim();
  switch (kind) {
    case 'http':
      return `${call} answered ${status}${serverMessage ? `: ${serverMessage}` : ''}`;
    case 'network':
      return `${call} failed before an answer${causeText(cause)}`;
    case 'timeout':
      return `${call} timed out after ${init.timeoutMs ?? '?'} ms`;
    case 'aborted':
      return `${call} was aborted by the caller`;
    case 'invalid-response':
      return `${call} answered ${status} with a body that could not be read${causeText(cause)}`;
    case 'invalid-request':
      return `${call} was not sent: ${fields.map((field) => `${field.in}.${field.name}: ${field.message}`).join('; ')}`;
  }
}

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  const { in: place, name, message } = value as Record<string, unknown>;
  return typeof place === 'string' && typeof name === 'string' && typeof message === 'string';
}

function fieldsOf(body: unknown): FieldError[] {
  if (typeof body !== 'object' || body === null || !('fields' in body)) return [];
  const { fields } = body as { fields: unknown };
  return Array.isArray(fields) ? fields.filter(isFieldError) : [];
}

function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  const { message } = body as { message: unknown };
  return typeof message === 'string' && message.trim().length > 0 ? message : null;
}

/**
 * Narrows an unknown rejection to ApiError. Checks the shape as well as the class so an error
 * from another copy of the SDK (ESM and CommonJS builds loaded side by side) still passes.
 */
export function isApiError(value: unknown): value is ApiError {
  if (value instanceof ApiError) return true;
  return (
    value instanceof Error &&
    value.name === 'ApiError' &&
    typeof (value as { status?: unknown }).status === 'number'
  );
}
