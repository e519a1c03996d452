import createClient from 'openapi-fetch';
import { createAuth } from './auth';
import { type CallScope, createCallScope } from './call-scope';
import { filenameFromContentDisposition } from './content-disposition';
import { ApiError, type ApiErrorInit, isApiError } from './errors';
import type { OperationKey } from './operations.gen';
import {
  downloadOperations,
  multipartOperations,
  operationIds,
  publicOperations,
} from './operations.gen';
import { type RetryOptions, retryAfterMs, retryableStatus, retryDelay, retryPolicy } from './retry';
import type { paths } from './schema';
import type { ApiClient, ApiClientOptions, DownloadResult, Media } from './types';
import { createUnauthorizedGate } from './unauthorized';

/** The per-call options openapi-fetch accepts, as far as the SDK reads them, and the SDK's own. */
interface CallInit {
  [key: string]: unknown;
  body?: unknown;
  parseAs?: 'json' | 'text' | 'blob' | 'arrayBuffer' | 'stream';
  bodySerializer?: (body: unknown) => unknown;
  fetch?: (request: Request) => Promise<Response>;
  signal?: AbortSignal | null;
  timeoutMs?: number;
  retry?: RetryOptions | boolean;
}

type CallResult = { data?: unknown; error?: unknown; response: Response };
// openapi-fetch's per-method generics are re-exposed through ApiClient; inside, one untyped
// entry point keeps the wrapper to a single code path.
type CoreRequest = (method: string, url: string, init: CallInit) => Promise<CallResult>;

/** One try's end: an answer openapi-fetch read, or a failure with the status fetch got (if any). */
type Attempt =
  | { ok: true; result: CallResult; url: string; token: string | undefined }
  | { ok: false; failure: unknown; answered: number; url: string; token: string | undefined };

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;
const LOGIN_PATH = '/v1/partner_master/login';

/**
 * A Blob of any realm: the fetch of a test runner (Node's) makes Blobs that are not the page's
 * (jsdom's) `Blob`, so `instanceof` alone would refuse a good file.
 */
function isBlob(value: unknown): value is Blob {
  return value instanceof Blob || Object.prototype.toString.call(value) === '[object Blob]';
}

function loginToken(data: unknown): string {
  const token = (data as { data?: { token?: unknown } } | undefined)?.data?.token;
  if (typeof token !== 'string' || token === '')
    throw new TypeError('The login answer has no token');
  return token;
}

/**
 * Creates a client for the /v1 API. Nothing is created at import time: each app, test or
 * script makes its own client with its own token source.
 *
 * Every call goes through openapi-fetch's own request building and answer parsing (with or
 * without middleware, which runs again on each try); the SDK adds the token, the time limit,
 * retries, the multipart body, and turns every failure into ApiError.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { onUnauthorized } = options;
  const gate = createUnauthorizedGate(onUnauthorized);
  const core = createClient<paths, Media>({ baseUrl: options.baseUrl.replace(/\/+$/, '') });
  const coreRequest = core.request as unknown as CoreRequest;
  const auth = createAuth(options.auth ?? options.getToken, async (credentials) => {
    const { data } = await call('POST', LOGIN_PATH, { body: credentials });
    return loginToken(data);
  });

  // A failure the server answered: a 401 may end the session, a 2xx (whose body did not parse)
  // still proves the token works.
  function settle(ticket: number, error: ApiError): ApiError {
    if (error.status >= 200 && error.status < 300) gate.succeeded(ticket);
    if (error.status === 401) gate.unauthorized(error);
    return error;
  }

  async function attempt(
    key: OperationKey,
    method: string,
    path: string,
    init: CallInit,
    scope: CallScope,
  ): Promise<Attempt> {
    const transport = init.fetch ?? options.fetch;
    // The status fetch answered, for a failure after it (a 2xx body that is not valid JSON).
    let answered = 0;
    let url = '';
    let token: string | undefined;
    // The call's signal (time limit and caller) goes to fetch only, not to the Request
    // openapi-fetch builds: fetch copies its Request, and each copy would follow the signal
    // again (undici's per-request abort wiring is most of the cost of a time limit).
    const { signal } = scope;
    try {
      token = publicOperations.has(key) ? undefined : await auth.token();
      const result = await coreRequest(method, path, {
        ...init,
        signal: undefined,
        fetch: async (request: Request) => {
          url = request.url;
          // Set on the built request, after any middleware, so a header from the caller or from
          // a middleware (a token refresh) wins.
          if (token && !request.headers.has('Authorization')) {
            request.headers.set('Authorization', `Bearer ${token}`);
          }
          // The global fetch is looked up per call so test tools that patch it (msw) see it.
          const response = await (transport
            ? transport(signal ? new Request(request, { signal }) : request)
            : globalThis.fetch(request, signal ? { signal } : undefined));
          answered = response.status;
          return response;
        },
      });
      return { ok: true, result, url: url || result.response.url, token };
    } catch (failure) {
      return { ok: false, failure, answered, url, token };
    }
  }

  async function call(method: string, path: string, given: CallInit = {}): Promise<CallResult> {
    const key = `${method} ${path}` as OperationKey;
    const { timeoutMs = options.timeoutMs, retry, ...init } = given;
    const policy = retryPolicy(method, options.retry, retry);
    const scope = createCallScope(init.signal ?? undefined, timeoutMs);
    const ticket = gate.ticket();
    const about = (url: string): Omit<ApiErrorInit, 'status'> => ({
      method,
      url: url || `${options.baseUrl.replace(/\/+$/, '')}${path}`,
      operationId: operationIds[key] ?? null,
    });
    const stoppedError = (url: string, cause: unknown): ApiError | null => {
      const why = scope.stopped();
      if (why === null) return null;
      return new ApiError({ ...about(url), kind: why, status: 0, cause, timeoutMs });
    };

    try {
      if (multipartOperations.has(key)) {
        const { prepareUpload } = await import('./prepare-upload');
        const { body, problems, serialize } = await prepareUpload(key, init.body);
        // A file the contract refuses is not sent: the API would answer 400 with these words.
        if (problems.length > 0) {
          throw new ApiError({
            ...about(''),
            kind: 'invalid-request',
            status: 0,
            fields: problems,
          });
        }
        init.body = body;
        init.bodySerializer ??= serialize;
      }
      let signedInAgain = false;
      for (let tries = 1; ; tries += 1) {
        // A caller that cancelled before the call (or during a wait) sends nothing more.
        const before = stoppedError('', null);
        if (before) throw before;
        const outcome = await attempt(key, method, path, init, scope);
        if (!outcome.ok) {
          const stopped = stoppedError(outcome.url, outcome.failure);
          if (stopped) throw stopped;
          if (isApiError(outcome.failure)) throw outcome.failure;
          if (outcome.answered !== 0) {
            // openapi-fetch throws after an answer only when a 2xx body does not parse.
            throw settle(
              ticket,
              new ApiError({
                ...about(outcome.url),
                kind: 'invalid-response',
                status: outcome.answered,
                cause: outcome.failure,
              }),
            );
          }
          const wait = tries < policy.attempts ? retryDelay(policy, tries, null) : null;
          if (wait === null) {
            throw new ApiError({
              ...about(outcome.url),
              kind: 'network',
              status: 0,
              cause: outcome.failure,
            });
          }
          await scope.sleep(wait);
          continue;
        }
        const { result, url } = outcome;
        const { response } = result;
        if (response.ok) {
          gate.succeeded(ticket);
          // Every operation of the contract answers a body: a 200 without one (a proxy that
          // dropped it, a half-deployed API) is a failure, not data for a screen to wait on for
          // ever. A 204 says there is no body by design, and reads as `data: undefined`.
          if (result.data === undefined && response.status !== 204) {
            throw new ApiError({
              ...about(url),
              kind: 'invalid-response',
              status: response.status,
            });
          }
          return result;
        }
        if (
          response.status === 401 &&
          auth.canSignInAgain &&
          !signedInAgain &&
          !publicOperations.has(key)
        ) {
          // The token expired during a long job: sign in again once, and send this call again.
          signedInAgain = true;
          await auth.signInAgain(outcome.token);
          tries -= 1;
          continue;
        }
        if (retryableStatus(response.status) && tries < policy.attempts) {
          const wait = retryDelay(policy, tries, retryAfterMs(response.headers.get('Retry-After')));
          if (wait !== null) {
            await scope.sleep(wait);
            continue;
          }
        }
        const body = result.error === undefined || result.error === '' ? null : result.error;
        throw settle(
          ticket,
          new ApiError({ ...about(url), kind: 'http', status: response.status, body }),
        );
      }
    } catch (failure) {
      if (isApiError(failure)) throw failure;
      // A wait between tries ended by the clock or the caller.
      throw stoppedError('', failure) ?? failure;
    } finally {
      scope.dispose();
    }
  }

  async function download(path: string, init?: CallInit): Promise<DownloadResult> {
    const meta = downloadOperations[`GET ${path}` as keyof typeof downloadOperations];
    const { data, response } = await call('GET', path, { ...init, parseAs: 'blob' });
    if (!isBlob(data)) {
      throw new ApiError({
        method: 'GET',
        url: response.url,
        operationId: operationIds[`GET ${path}` as OperationKey] ?? null,
        kind: 'invalid-response',
        status: response.status,
      });
    }
    const filename =
      filenameFromContentDisposition(response.headers.get('Content-Disposition')) ??
      meta?.filename ??
      path.slice(path.lastIndexOf('/') + 1);
    return { blob: data, filename };
  }

  const client: Record<string, unknown> = {
    request: (method: string, path: string, init?: CallInit) =>
      call(method.toUpperCase(), path, init),
    use: core.use,
    eject: core.eject,
    download,
  };
  for (const method of METHODS) {
    client[method] = (path: string, init?: CallInit) => call(method, path, init);
  }
  return client as unknown as ApiClient;
}
