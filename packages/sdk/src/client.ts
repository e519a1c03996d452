import createClient, { createQuerySerializer } from 'openapi-fetch';
import { createAuth } from './auth';
import { createCallScope } from './call-scope';
import { ApiError, type ApiErrorInit, isApiError, refused } from './errors';
import { isBlob, toFormData } from './form-data';
import type { OperationKey } from './operations.gen';
import {
  downloadOperations,
  multipartOperations,
  operationIds,
  publicOperations,
  stateChangingOperations,
} from './operations.gen';
import {
  connectionRefused,
  type RetryOptions,
  retryAfterMs,
  retryDelay,
  retryPolicy,
} from './retry';
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

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;
const LOGIN_PATH = '/v1/partner_master/login';
const LOGIN_KEY: OperationKey = `POST ${LOGIN_PATH}`;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The API host, refused at once when it is not an absolute http(s) URL (every call would fail). */
function checkedBaseUrl(baseUrl: string): string {
  const protocol = URL.canParse(baseUrl) ? new URL(baseUrl).protocol : null;
  if (protocol === 'http:' || protocol === 'https:') return baseUrl.replace(/\/+$/, '');
  const why = `baseUrl must be an absolute http(s) URL, not ${JSON.stringify(baseUrl)}`;
  throw refused('createApiClient', why);
}

/**
 * What openapi-fetch builds (its `Request` option) when no middleware will read the request: the
 * URL and init alone, handed to fetch as they are. A real Request is not free (undici gives each
 * one a signal of its own) and fetch would copy it into a second one; `fetch(url, init)` builds
 * one, as a bare call does (docs/performance.md, "The SDK's call overhead").
 */
class PlainRequest {
  readonly method: string;
  readonly headers: Headers;
  constructor(
    readonly url: string,
    readonly init: RequestInit & { headers: Headers },
  ) {
    this.method = init.method ?? 'GET';
    this.headers = init.headers;
  }
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
  const gate = createUnauthorizedGate(options.onUnauthorized);
  const baseUrl = checkedBaseUrl(options.baseUrl);
  // One query serializer for every call: openapi-fetch would otherwise make one per call.
  const core = createClient<paths, Media>({ baseUrl, querySerializer: createQuerySerializer() });
  const coreRequest = core.request as unknown as CoreRequest;
  // Once a middleware has been added, every request is a real Request (see PlainRequest).
  let middlewareUsed = false;
  const auth = createAuth(options.auth, async (credentials) => {
    const { data, response } = await call('POST', LOGIN_PATH, { body: credentials });
    const token = (data as { data?: { token?: unknown } }).data?.token;
    if (typeof token === 'string' && token !== '') return token;
    throw new ApiError({
      kind: 'invalid-response',
      status: response.status,
      method: 'POST',
      url: response.url || `${baseUrl}${LOGIN_PATH}`,
      operationId: 'login',
      cause: new TypeError('The login answer has no token'),
    });
  });

  // A failure the server answered: a 401 may end the session, a 2xx (whose body did not parse)
  // still proves the token works.
  function settle(ticket: number, error: ApiError): ApiError {
    if (error.status >= 200 && error.status < 300) gate.succeeded(ticket);
    if (error.status === 401) gate.unauthorized(error);
    return error;
  }

  async function call(method: string, path: string, given: CallInit = {}): Promise<CallResult> {
    const key = `${method} ${path}` as OperationKey;
    const { timeoutMs = options.timeoutMs, retry, ...init } = given;
    const scope = createCallScope(init.signal ?? undefined, timeoutMs);
    const { signal } = scope;
    const ticket = gate.ticket();
    const began = Date.now();
    let tries = 0;
    let lastUrl = `${baseUrl}${path}`;
    // What one try sent, and the status fetch answered (for a failure after it: a 2xx body that
    // is not valid JSON), read when the try fails; the token, for signing in again after a 401.
    let sent: { url: string } | undefined;
    let answered = 0;
    let token: string | undefined;
    const sentUrl = (): string | undefined => sent?.url;
    // An error of this call, at the URL last sent (or its path, before anything was).
    const failed = (url: string, init: ApiErrorInit): ApiError => {
      if (url) lastUrl = url;
      const operationId = operationIds[key] ?? null;
      return new ApiError({ method, url: lastUrl, operationId, attempts: tries, ...init });
    };
    const stoppedError = (url: string, cause: unknown): ApiError | null => {
      const why = scope.stopped();
      return why && failed(url, { status: 0, ...why, cause: why.reason ?? cause });
    };
    // Waits before the next try; false when `error` is the call's end. The policy is made only
    // here: a call that succeeds at once never needs one. Signing in again is as safe as a read
    // (a second login only hands out a second token); a refused connection sent nothing.
    const again = async (safe: boolean, retryAfter: number | null, error: ApiError) => {
      const limit = retryPolicy(safe, options.retry, retry);
      if (error.status !== 0 && !limit.retryStatus(error.status)) return false;
      const delayMs = retryDelay(limit, tries, retryAfter, Date.now() - began);
      if (delayMs === null) return false;
      limit.onRetry?.({ operationId: error.operationId, attempt: tries, reason: error, delayMs });
      await scope.sleep(delayMs);
      return true;
    };

    try {
      if (multipartOperations.has(key)) {
        const { prepareUpload } = await import('./file-source');
        const { body, problems } = await prepareUpload(key, init.body);
        // A file the contract refuses is not sent: the API would answer 400 with these words.
        if (problems.length > 0) {
          throw failed('', { kind: 'invalid-request', status: 0, fields: problems });
        }
        init.body = body;
        init.bodySerializer ??= toFormData;
      }
      // Middleware reads (and may replace) a real Request; without any, openapi-fetch builds a
      // plain one, whose init (the call's signal in it) fetch gets as it is (ADR 0202). With a
      // real Request the signal goes to fetch only: fetch copies its Request, and each copy
      // would follow the signal again.
      const plain = !middlewareUsed && init.middleware === undefined;
      const transport = init.fetch ?? options.fetch;
      const coreInit: CallInit = {
        ...init,
        signal: plain ? signal : undefined,
        Request: plain ? PlainRequest : undefined,
        fetch: async (request: Request | PlainRequest) => {
          // Set on the built request, after any middleware, so a header from the caller or from
          // a middleware (a token refresh) wins.
          if (token && !request.headers.has('Authorization')) {
            request.headers.set('Authorization', `Bearer ${token}`);
          }
          sent = request;
          // The global fetch is looked up per call so test tools that patch it (msw) see it.
          const response = await (request instanceof PlainRequest
            ? transport
              ? transport(new Request(request.url, request.init))
              : globalThis.fetch(request.url, request.init)
            : transport
              ? transport(signal ? new Request(request, { signal }) : request)
              : globalThis.fetch(request, signal && { signal }));
          answered = response.status;
          return response;
        },
      };
      // A GET that writes (`x-changes-state` in the contract) is not a read.
      const safe = (READS.has(method) && !stateChangingOperations.has(key)) || key === LOGIN_KEY;
      let signedInAgain = false;
      for (;;) {
        // A caller that cancelled before the call (or during a wait) sends nothing more.
        const before = stoppedError('', null);
        if (before) throw before;
        tries += 1;
        sent = undefined;
        answered = 0;
        let result: CallResult;
        try {
          token = undefined;
          if (!publicOperations.has(key)) {
            const pending = auth.token();
            token = typeof pending === 'object' ? await pending : pending;
          }
          result = await coreRequest(method, path, coreInit);
        } catch (thrown) {
          const url = sentUrl();
          const stopped = stoppedError(url ?? '', thrown);
          if (stopped) throw stopped;
          if (isApiError(thrown)) throw thrown;
          if (url === undefined) {
            // The request could not be built (a body that does not serialize, a multipart field
            // of the wrong type, a middleware or token function that threw): nothing was sent,
            // and another try would fail the same way.
            throw failed('', {
              kind: 'invalid-request',
              status: 0,
              attempts: tries - 1,
              cause: thrown,
            });
          }
          // openapi-fetch throws after an answer only when a 2xx body does not parse.
          const kind = answered === 0 ? 'network' : 'invalid-response';
          const failure = failed(url, { kind, status: answered, cause: thrown });
          if (answered !== 0) throw settle(ticket, failure);
          // A refused connection sent nothing: any call may try again.
          if (await again(safe || connectionRefused(thrown), null, failure)) continue;
          throw failure;
        }
        const { response } = result;
        // Read only for an error: serializing the URL is a cost every call would pay.
        const url = () => sentUrl() || response.url;
        if (response.ok) {
          gate.succeeded(ticket);
          // Every operation of the contract answers a body (none declares 204): a 2xx without
          // one (a proxy that dropped it, a half-deployed API) is a failure, not data for a
          // screen to wait on for ever; so is a download whose body is not a Blob.
          if (result.data === undefined || (init.parseAs === 'blob' && !isBlob(result.data))) {
            throw failed(url(), { kind: 'invalid-response', status: response.status });
          }
          return result;
        }
        if (
          response.status === 401 &&
          auth.signInAgain &&
          !signedInAgain &&
          !publicOperations.has(key)
        ) {
          // The token expired during a long job: sign in again once, and send this call again.
          signedInAgain = true;
          await auth.signInAgain(token);
          tries -= 1;
          continue;
        }
        const body = result.error === undefined || result.error === '' ? null : result.error;
        const failure = failed(url(), { kind: 'http', status: response.status, body });
        const retryAfter = retryAfterMs(response.headers.get('Retry-After'));
        if (await again(safe, retryAfter, failure)) continue;
        throw settle(ticket, failure);
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
    // Loaded with the first download, as the upload check is with the first upload: every
    // screen carries the client, few of them download (the dashboard's /login among those not).
    const { filenameFromContentDisposition } = await import('./content-disposition');
    const filename =
      filenameFromContentDisposition(response.headers.get('Content-Disposition')) ??
      meta?.filename ??
      path.slice(path.lastIndexOf('/') + 1);
    return { blob: data as Blob, filename };
  }

  const client: Record<string, unknown> = {
    request: (method: string, path: string, init?: CallInit) =>
      call(method.toUpperCase(), path, init),
    use: (...middleware: Parameters<typeof core.use>) => {
      middlewareUsed = true;
      core.use(...middleware);
    },
    eject: core.eject,
    download,
  };
  for (const method of METHODS) {
    client[method] = (path: string, init?: CallInit) => call(method, path, init);
  }
  return client as unknown as ApiClient;
}
