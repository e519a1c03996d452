import createClient from 'openapi-fetch';
import { filenameFromContentDisposition } from './content-disposition';
import { ApiError, apiErrorFromBody, isAbortError, isApiError } from './errors';
import { toFormData } from './form-data';
import type { OperationKey } from './operations.gen';
import { downloadOperations, multipartOperations, publicOperations } from './operations.gen';
import type { paths } from './schema';
import type { ApiClient, ApiClientOptions, DownloadResult, Media } from './types';
import { createUnauthorizedGate } from './unauthorized';

/** The per-call options openapi-fetch accepts, as far as the SDK reads them. */
interface CallInit {
  [key: string]: unknown;
  parseAs?: 'json' | 'text' | 'blob' | 'arrayBuffer' | 'stream';
  bodySerializer?: (body: unknown) => unknown;
  fetch?: (request: Request) => Promise<Response>;
}

type CallResult = { data?: unknown; error?: unknown; response: Response };
// openapi-fetch's per-method generics are re-exposed through ApiClient; inside, one untyped
// entry point keeps the wrapper to a single code path.
type CoreRequest = (method: string, url: string, init: CallInit) => Promise<CallResult>;

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

/**
 * A Blob of any realm: the fetch of a test runner (Node's) makes Blobs that are not the page's
 * (jsdom's) `Blob`, so `instanceof` alone would refuse a good file.
 */
function isBlob(value: unknown): value is Blob {
  return value instanceof Blob || Object.prototype.toString.call(value) === '[object Blob]';
}

/**
 * Creates a client for the /v1 API. Nothing is created at import time: each app, test or
 * script makes its own client with its own token source.
 *
 * Every call goes through openapi-fetch's own request building and answer parsing (with or
 * without middleware); the SDK adds the token, the multipart body serializer, and turns every
 * failure into ApiError.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { getToken, onUnauthorized } = options;
  const gate = createUnauthorizedGate(onUnauthorized);
  const core = createClient<paths, Media>({ baseUrl: options.baseUrl.replace(/\/+$/, '') });
  const coreRequest = core.request as unknown as CoreRequest;

  async function authorization(key: OperationKey): Promise<string | undefined> {
    if (getToken === undefined || publicOperations.has(key)) return undefined;
    const pending = getToken();
    const token = pending instanceof Promise ? await pending : pending;
    return token ? `Bearer ${token}` : undefined;
  }

  // A failure the server answered: a 401 may end the session, a 2xx (whose body did not parse)
  // still proves the token works.
  function settle(ticket: number, error: ApiError): ApiError {
    if (error.status >= 200 && error.status < 300) gate.succeeded(ticket);
    if (error.status === 401) gate.unauthorized(error);
    return error;
  }

  async function call(method: string, path: string, init: CallInit = {}): Promise<CallResult> {
    const key = `${method} ${path}` as OperationKey;
    const ticket = gate.ticket();
    const transport = init.fetch ?? options.fetch;
    // The status fetch answered, for a failure after it (a 2xx body that is not valid JSON).
    let answered = 0;
    let result: CallResult;
    try {
      const auth = await authorization(key);
      result = await coreRequest(method, path, {
        ...init,
        bodySerializer:
          init.bodySerializer ?? (multipartOperations.has(key) ? toFormData : undefined),
        fetch: async (request: Request) => {
          // Set on the built request, after any middleware, so a header from the caller or from
          // a middleware (a token refresh) wins.
          if (auth && !request.headers.has('Authorization')) {
            request.headers.set('Authorization', auth);
          }
          // The global fetch is looked up per call so test tools that patch it (msw) see it.
          const response = await (transport ?? globalThis.fetch)(request);
          answered = response.status;
          return response;
        },
      });
    } catch (cause) {
      if (isApiError(cause) || isAbortError(cause)) throw cause;
      // A network failure (status 0), a 2xx whose body is not what it claims, or a request
      // that could not be built (bad URL): still one error type for callers.
      throw settle(ticket, new ApiError({ status: answered, cause }));
    }
    if (result.response.ok) {
      gate.succeeded(ticket);
      // Every operation of the contract answers a body: a 200 without one (a proxy that dropped
      // it, a half-deployed API) is a failure, not data for a screen to wait on for ever. A 204
      // says there is no body by design, and reads as `data: undefined`.
      if (result.data === undefined && result.response.status !== 204) {
        throw new ApiError({ status: result.response.status });
      }
      return result;
    }
    throw settle(ticket, apiErrorFromBody(result.response.status, result.error));
  }

  async function download(path: string, init?: CallInit): Promise<DownloadResult> {
    const meta = downloadOperations[`GET ${path}` as keyof typeof downloadOperations];
    const { data, response } = await call('GET', path, { ...init, parseAs: 'blob' });
    if (!isBlob(data)) throw new ApiError({ status: response.status });
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
