import createClient from 'openapi-fetch';
import { filenameFromContentDisposition } from './content-disposition';
import { ApiError, apiErrorFromResponse, isAbortError, isApiError } from './errors';
import { toFormData } from './form-data';
import type { OperationKey } from './operations.gen';
import { downloadOperations, multipartOperations, publicOperations } from './operations.gen';
import type { paths } from './schema';
import type { ApiClient, ApiClientOptions, DownloadResult, Media } from './types';
import { createUnauthorizedGate } from './unauthorized';

type Fetch = (request: Request) => Promise<Response>;
type CallInit = { [key: string]: unknown; fetch?: Fetch };
type CallResult = { data?: unknown; error?: unknown; response: Response };
// openapi-fetch's per-method generics are re-exposed through ApiClient; inside, one untyped
// entry point keeps the wrapper to a single code path.
type CoreRequest = (method: string, url: string, init: CallInit) => Promise<CallResult>;

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

/**
 * Creates a client for the /v1 API. Nothing is created at import time: each app, test or
 * script makes its own client with its own token source.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl, getToken, onUnauthorized } = options;
  const baseFetch: Fetch = options.fetch ?? ((request) => globalThis.fetch(request));
  const gate = createUnauthorizedGate(onUnauthorized);
  const core = createClient<paths, Media>({ baseUrl });
  const coreRequest = core.request as unknown as CoreRequest;

  async function call(
    method: string,
    url: string,
    init: CallInit | undefined,
  ): Promise<CallResult> {
    const key = `${method} ${url}` as OperationKey;
    const sendToken = getToken !== undefined && !publicOperations.has(key);
    const underlying = init?.fetch ?? baseFetch;
    const ticket = gate.ticket();
    let status = 0;

    const fetchOnce: Fetch = async (request) => {
      if (sendToken && !request.headers.has('Authorization')) {
        const token = await getToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      }
      let response: Response;
      try {
        response = await underlying(request);
      } catch (cause) {
        if (isAbortError(cause)) throw cause;
        throw new ApiError({ status: 0, cause });
      }
      status = response.status;
      if (response.ok) {
        gate.succeeded(ticket);
        return response;
      }
      const error = await apiErrorFromResponse(response);
      if (response.status === 401) gate.unauthorized(error);
      throw error;
    };

    const callInit: CallInit = { ...init, fetch: fetchOnce };
    if (multipartOperations.has(key) && init?.bodySerializer === undefined) {
      callInit.bodySerializer = toFormData;
    }
    try {
      return await coreRequest(method, url, callInit);
    } catch (cause) {
      if (isApiError(cause) || isAbortError(cause)) throw cause;
      // A 2xx whose body is not what it claims (JSON.parse failed), or a request that could not
      // be built: still one error type for callers.
      throw new ApiError({ status, cause });
    }
  }

  async function download(url: string, init?: CallInit): Promise<DownloadResult> {
    const meta = downloadOperations[`GET ${url}` as keyof typeof downloadOperations];
    const { data, response } = await call('GET', url, { ...init, parseAs: 'blob' });
    const filename =
      filenameFromContentDisposition(response.headers.get('Content-Disposition')) ??
      meta?.filename ??
      url.slice(url.lastIndexOf('/') + 1);
    if (!(data instanceof Blob)) throw new ApiError({ status: response.status });
    return { blob: data, filename };
  }

  const client: Record<string, unknown> = {
    request: (method: string, url: string, init?: CallInit) =>
      call(method.toUpperCase(), url, init),
    use: core.use,
    eject: core.eject,
    download,
  };
  for (const method of METHODS) {
    client[method] = (url: string, init?: CallInit) => call(method, url, init);
  }
  return client as unknown as ApiClient;
}
