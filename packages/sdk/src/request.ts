import {
  createFinalURL,
  createQuerySerializer,
  defaultBodySerializer,
  defaultPathSerializer,
  type HeadersOptions,
  mergeHeaders,
  removeTrailingSlash,
} from 'openapi-fetch';
import { toFormData } from './form-data';

/** The options openapi-fetch accepts per call, as the SDK reads them. */
export interface CallInit {
  [key: string]: unknown;
  baseUrl?: string;
  params?: { query?: Record<string, unknown>; path?: Record<string, unknown>; header?: unknown };
  body?: unknown;
  headers?: HeadersOptions;
  parseAs?: 'json' | 'text' | 'blob' | 'arrayBuffer' | 'stream';
  querySerializer?: unknown;
  bodySerializer?: (body: unknown) => unknown;
  pathSerializer?: (pathname: string, params: Record<string, unknown>) => string;
  fetch?: (request: Request) => Promise<Response>;
  middleware?: unknown[];
  signal?: AbortSignal | null;
}

const defaultQuerySerializer = createQuerySerializer();

/**
 * Builds the URL and RequestInit of one call exactly as openapi-fetch does (its own URL, query,
 * path and body serializers), without building a Request: on Node, `fetch(request)` copies the
 * Request into a new one, which alone costs more than the whole budget for SDK overhead.
 */
export function prepare(
  baseUrl: string,
  method: string,
  path: string,
  init: CallInit,
  multipart: boolean,
  authorization: string | undefined,
): { url: string; requestInit: RequestInit } {
  const {
    baseUrl: localBaseUrl,
    params = {},
    body,
    headers,
    parseAs: _parseAs,
    querySerializer,
    bodySerializer,
    pathSerializer,
    fetch: _fetch,
    middleware: _middleware,
    Request: _request,
    ...rest
  } = init;
  const url = createFinalURL(path, {
    baseUrl: localBaseUrl ? removeTrailingSlash(localBaseUrl) : baseUrl,
    params,
    querySerializer:
      typeof querySerializer === 'function'
        ? (querySerializer as (query: unknown) => string)
        : querySerializer
          ? createQuerySerializer(querySerializer)
          : defaultQuerySerializer,
    pathSerializer: pathSerializer ?? defaultPathSerializer,
  });

  const serialize = bodySerializer ?? (multipart ? toFormData : defaultBodySerializer);
  const serialized = body === undefined ? undefined : serialize(body);
  // FormData: fetch sets multipart/form-data with its boundary itself.
  const json = serialized !== undefined && !(serialized instanceof FormData);

  let finalHeaders: HeadersInit;
  if (headers === undefined && params.header === undefined) {
    const plain: Record<string, string> = {};
    if (json) plain['Content-Type'] = 'application/json';
    if (authorization) plain.Authorization = authorization;
    finalHeaders = plain;
  } else {
    const merged = mergeHeaders(
      json ? { 'Content-Type': 'application/json' } : undefined,
      headers,
      params.header as HeadersOptions | undefined,
    );
    if (authorization && !merged.has('Authorization')) merged.set('Authorization', authorization);
    finalHeaders = merged;
  }

  return {
    url,
    requestInit: {
      redirect: 'follow',
      ...(rest as RequestInit),
      method,
      headers: finalHeaders,
      body: serialized as BodyInit | undefined,
    },
  };
}

/** Reads a 2xx answer the way openapi-fetch does (empty answers give undefined). */
export async function readData(
  response: Response,
  method: string,
  parseAs: CallInit['parseAs'] = 'json',
): Promise<unknown> {
  const contentLength = response.headers.get('Content-Length');
  if (
    response.status === 204 ||
    method === 'HEAD' ||
    (contentLength === '0' && !response.headers.get('Transfer-Encoding')?.includes('chunked'))
  ) {
    return undefined;
  }
  if (parseAs === 'stream') return response.body;
  if (parseAs === 'json' && !contentLength) {
    const raw = await response.text();
    return raw ? JSON.parse(raw) : undefined;
  }
  return response[parseAs]();
}
