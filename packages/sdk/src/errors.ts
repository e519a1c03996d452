import type { FieldError } from './entities.gen';

/**
 * Shown when the server gives no usable `message`: the product's fallback text
 * (docs/product.md#messages), defined only here; screens show `ApiError.message`.
 */
export const FALLBACK_MESSAGE = 'Maaf, terjadi masalah. Harap coba lagi';

export interface ApiErrorInit {
  status: number;
  message?: string | undefined;
  body?: unknown;
  cause?: unknown;
}

/**
 * The one error every failed SDK call rejects with: a non-2xx answer (`status` is the HTTP
 * status), a network failure (`status` 0) or a 2xx answer whose body cannot be parsed.
 * `message` is the server's `message`, or FALLBACK_MESSAGE, so it can be shown as is.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The parsed JSON error body, the raw text when it is not JSON, or null when empty/absent. */
  readonly body: unknown;
  /** The request fields the error concerns (the body's `fields`), empty when it names none. */
  readonly fields: readonly FieldError[];

  constructor({ status, message, body = null, cause }: ApiErrorInit) {
    super(message && message.trim().length > 0 ? message : FALLBACK_MESSAGE, { cause });
    this.status = status;
    this.body = body;
    this.fields = fieldsOf(body);
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

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body as { message: unknown };
  return typeof message === 'string' ? message : undefined;
}

/**
 * Builds the ApiError of a non-2xx answer from its body as openapi-fetch read it: the parsed
 * JSON, else the raw text (an HTML error page from a proxy, say), '' or undefined when empty.
 */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  const kept = body === undefined || body === '' ? null : body;
  return new ApiError({ status, message: messageOf(kept), body: kept });
}

/** fetch rejects with an AbortError when the caller cancels; that is not an API failure. */
export function isAbortError(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { name?: unknown }).name === 'AbortError'
  );
}
