import type { FieldError } from './entities.gen';
import type { operations } from './schema';

/**
 * What went wrong, for a program to act on:
 * - `http`: the server answered a non-2xx status (`status`, `serverMessage`, `fields`, `body`);
 * - `network`: no answer (connection refused, reset, DNS); `status` 0;
 * - `timeout`: the call's `timeoutMs` ran out, or the caller's `AbortSignal.timeout`; `status` 0;
 * - `aborted`: the caller's `signal` cancelled the call (its reason is the `cause`); `status` 0;
 * - `invalid-response`: a 2xx whose body is missing, cannot be read, or is not the shape the SDK
 *   reads (a page without `meta` or rows); `status` is that 2xx;
 * - `invalid-request`: not sent, because the SDK found the request cannot be made (a file of the
 *   wrong type or size, a file it cannot read, a `baseUrl` that is not an http(s) URL, an `auth`
 *   of none of its forms, `paginate` of an operation that is not paged, a body that does not
 *   serialize, a middleware or token function that threw); `status` 0, `fields`
 *   names the field when there is one, `cause` says why otherwise. Never retried.
 */
export type ApiErrorKind =
  | 'http'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'invalid-response'
  | 'invalid-request';

/** What an ApiError is made of: its fields, as ApiError documents them. */
export type ApiErrorInit = Partial<
  Pick<
    ApiError,
    'kind' | 'operationId' | 'method' | 'url' | 'body' | 'fields' | 'cause' | 'attempts'
  >
> & {
  status: number;
  /** The time limit that ran out, for a `timeout` of the call's own clock. */
  timeoutMs?: number;
};

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
  /** The contract's operationId, null for a path the contract does not have. */
  readonly operationId: string | null;
  readonly method: string;
  /** The URL of the request, query included. */
  readonly url: string;
  /** The parsed JSON error body, the raw text when it is not JSON, or null when empty/absent. */
  readonly body: unknown;
  /** The server's `message`, or null when it sent none (or an empty one). */
  readonly serverMessage: string | null;
  /** The request fields the error concerns (the body's `fields`, or a check's before sending). */
  readonly fields: readonly FieldError[];
  /** The tries made: 1 when the call was sent once, 0 when it was not sent. */
  readonly attempts: number;
  /** The page asked for (the URL's `page`), so a paged job can resume there; null for none. */
  readonly page: number | null;

  constructor(init: ApiErrorInit) {
    const { status, body = null, cause } = init;
    // The message is written once the fields it reads are set.
    super('', { cause });
    this.kind = init.kind ?? (status === 0 ? 'network' : 'http');
    this.status = status;
    this.operationId = init.operationId ?? null;
    this.method = init.method ?? 'GET';
    this.url = init.url ?? '';
    this.body = body;
    const message = propertyOf(body, 'message');
    this.serverMessage = typeof message === 'string' && message.trim() !== '' ? message : null;
    const fields = propertyOf(body, 'fields');
    this.fields = init.fields ?? (Array.isArray(fields) ? fields.filter(isFieldError) : []);
    this.attempts = init.attempts ?? 0;
    // A relative URL (a test double's answer has none) is read against any origin.
    const { url } = this;
    const parsed =
      url === '' || !URL.canParse(url, 'http://api') ? null : new URL(url, 'http://api');
    const page = Number(parsed?.searchParams.get('page') ?? Number.NaN);
    this.page = Number.isInteger(page) ? page : null;
    // A log line names the route (`/v1/partner_master/getall`), not the host.
    this.message = describe(this, parsed?.pathname ?? url, init.timeoutMs);
  }
}

function causeText(cause: unknown): string {
  if (!(cause instanceof Error)) return '';
  const inner = cause.cause instanceof Error ? ` (${cause.cause.message})` : '';
  return `: ${cause.message}${inner}`;
}

/** The developer's message: which call, and what happened to it. */
function describe(error: ApiError, path: string, timeoutMs: number | undefined) {
  const { kind, status, method, serverMessage, fields, cause, attempts, page } = error;
  const call = `${method} ${path}${page === null ? '' : ` (page ${page})`}`.trim();
  const tries = attempts > 1 ? ` after ${attempts} tries` : '';
  switch (kind) {
    case 'http':
      return `${call} answered ${status}${tries}${serverMessage ? `: ${serverMessage}` : ''}`;
    case 'network':
      return `${call} failed before an answer${tries}${causeText(cause)}`;
    case 'timeout':
      return timeoutMs === undefined
        ? `${call} timed out by the caller's signal${causeText(cause)}`
        : `${call} timed out after ${timeoutMs} ms`;
    case 'aborted':
      return `${call} was aborted by the caller`;
    case 'invalid-response':
      return `${call} answered ${status} with a body that could not be read${causeText(cause)}`;
    case 'invalid-request':
      return fields.length === 0
        ? `${call}${causeText(cause)}`
        : `${call} was not sent: ${fields.map((field) => `${field.in}.${field.name}: ${field.message}`).join('; ')}`;
  }
}

const isFieldError = (value: unknown): value is FieldError =>
  ['in', 'name', 'message'].every((name) => typeof propertyOf(value, name) === 'string');

/** A property of an object (an error body, one of its field errors); undefined for another value. */
function propertyOf(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;
}

/** An error of a call refused before anything was sent: `method` names the SDK function. */
export function refused(method: string, why: string, operationId?: string): ApiError {
  return new ApiError({
    kind: 'invalid-request',
    status: 0,
    method,
    operationId,
    cause: new TypeError(why),
  });
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

/** The contract's operationIds. */
export type OperationId = keyof operations;

type Responses<Op extends OperationId> = operations[Op]['responses'];

/** The non-2xx statuses the contract declares for an operation. */
export type ErrorStatus<Op extends OperationId> = Exclude<
  Extract<keyof Responses<Op>, number>,
  200 | 201 | 202 | 203 | 204 | 205 | 206
>;

type JsonBody<Response> = Response extends { content: { 'application/json': infer Body } }
  ? Body
  : unknown;

/** An ApiError of one operation and one declared status, its body typed by the contract. */
export type StatusError<Op extends OperationId, Status extends ErrorStatus<Op>> = ApiError & {
  readonly kind: 'http';
  readonly operationId: Op;
  readonly status: Status;
  readonly body: JsonBody<Responses<Op>[Status]>;
};

/**
 * Narrows a rejection to the answer `status` of `operationId`, with the body the contract gives
 * that status: `if (isStatusError(error, 'createPartner', 409)) error.body.message`. A status the
 * operation does not declare does not compile.
 */
export function isStatusError<Op extends OperationId, Status extends ErrorStatus<Op>>(
  error: unknown,
  operationId: Op,
  status: Status,
): error is StatusError<Op, Status> {
  return (
    isApiError(error) &&
    error.kind === 'http' &&
    error.operationId === operationId &&
    error.status === status
  );
}
