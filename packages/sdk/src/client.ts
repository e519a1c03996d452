import createClient, { createQuerySerializer } from 'openapi-fetch';
import { filenameFromContentDisposition } from './content-disposition';
import { ApiError, apiErrorFromResponse, isAbortError, isApiError } from './errors';
import { toFormData } from './form-data';
import type { OperationKey } from './operations.gen';
import { downloadOperations, multipartOperations, publicOperations } from './operations.gen';
import { type CallInit, prepare, readData } from './request';
import type { paths } from './schema';
import type { ApiClient, ApiClientOptions, DownloadResult, Media } from './types';
import { createUnauthorizedGate } from './unauthorized';

type CallResult = { data?: unknown; response: Response };
// openapi-fetch's per-method generics are re-exposed through ApiClient; inside, one untyped
// entry point keeps the wrapper to a single code path.
type CoreRequest = (method: string, url: string, init: CallInit) => Promise<CallResult>;

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

/**
 * Creates a client for the /v1 API. Nothing is created at import time: each app, test or
 * script makes its own client with its own token source.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { getToken, onUnauthorized } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const gate = createUnauthorizedGate(onUnauthorized);
  // openapi-fetch runs the calls only while middleware is registered with use(): middleware
  // needs its Request objects. Otherwise the client sends the same request itself (request.ts).
  const core = createClient<paths, Media>({ baseUrl, querySerializer: createQuerySerializer() });
  const coreRequest = core.request as unknown as CoreRequest;
  let middlewareCount = 0;

  async function authorization(key: OperationKey): Promise<string | undefined> {
    if (getToken === undefined || publicOperations.has(key)) return undefined;
    const pending = getToken();
    const token = pending instanceof Promise ? await pending : pending;
    return token ? `Bearer ${token}` : undefined;
  }

  // Sends one request and turns every failure into ApiError (abort excepted).
  async function send(
    request: () => Promise<Response>,
    ticket: number,
    onStatus: (status: number) => void,
  ): Promise<Response> {
    let response: Response;
    try {
      response = await request();
    } catch (cause) {
      if (isAbortError(cause)) throw cause;
      throw new ApiError({ status: 0, cause });
    }
    onStatus(response.status);
    if (response.ok) {
      gate.succeeded(ticket);
      return response;
    }
    const error = await apiErrorFromResponse(response);
    if (response.status === 401) gate.unauthorized(error);
    throw error;
  }

  async function call(method: string, path: string, init: CallInit = {}): Promise<CallResult> {
    const key = `${method} ${path}` as OperationKey;
    const multipart = multipartOperations.has(key);
    const custom = init.fetch ?? options.fetch;
    const ticket = gate.ticket();
    let status = 0;
    const onStatus = (value: number) => {
      status = value;
    };
    try {
      const auth = await authorization(key);
      if (middlewareCount > 0 || init.middleware !== undefined) {
        return await coreRequest(method, path, {
          ...init,
          bodySerializer: init.bodySerializer ?? (multipart ? toFormData : undefined),
          fetch: (request: Request) => {
            if (auth && !request.headers.has('Authorization')) {
              request.headers.set('Authorization', auth);
            }
            // The global fetch is looked up per call so test tools that patch it (msw) see it.
            return send(() => (custom ?? globalThis.fetch)(request), ticket, onStatus);
          },
        });
      }
      const { url, requestInit } = prepare(baseUrl, method, path, init, multipart, auth);
      const response = await send(
        () => (custom ? custom(new Request(url, requestInit)) : globalThis.fetch(url, requestInit)),
        ticket,
        onStatus,
      );
      return { data: await readData(response, method, init.parseAs), response };
    } catch (cause) {
      if (isApiError(cause) || isAbortError(cause)) throw cause;
      // A 2xx whose body is not what it claims (JSON.parse failed), or a request that could not
      // be built (bad URL): still one error type for callers.
      throw new ApiError({ status, cause });
    }
  }

  async function download(path: string, init?: CallInit): Promise<DownloadResult> {
    const meta = downloadOperations[`GET ${path}` as keyof typeof downloadOperations];
    const { data, response } = await call('GET', path, { ...init, parseAs: 'blob' });
    if (!(data instanceof Blob)) throw new ApiError({ status: response.status });
    const filename =
      filenameFromContentDisposition(response.headers.get('Content-Disposition')) ??
      meta?.filename ??
      path.slice(path.lastIndexOf('/') + 1);
    return { blob: data, filename };
  }

  const client: Record<string, unknown> = {
    request: (method: string, path: string, init?: CallInit) =>
      call(method.toUpperCase(), path, init),
    use: (...middleware: Parameters<typeof core.use>) => {
      core.use(...middleware);
      middlewareCount += middleware.length;
    },
    eject: (...middleware: Parameters<typeof core.eject>) => {
      core.eject(...middleware);
      middlewareCount = Math.max(0, middlewareCount - middleware.length);
    },
    download,
  };
  for (const method of METHODS) {
    client[method] = (path: string, init?: CallInit) => call(method, path, init);
  }
  return client as unknown as ApiClient;
}
