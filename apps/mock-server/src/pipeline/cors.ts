import { isDropped } from '../control/effects';

const ALLOWED_HEADERS = 'Authorization, Content-Type, x-mock-status, x-mock-delay, x-mock-scope';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/** The 204 of a CORS preflight (OPTIONS from a browser origin asking before the real call). */
export function preflightResponse({ method, headers }: Request): Response | null {
  const asks = headers.has('origin') && headers.has('access-control-request-method');
  if (method !== 'OPTIONS' || !asks) return null;
  return new Response(null, {
    status: 204,
    headers: {
      'access-control-allow-methods': ALLOWED_METHODS,
      'access-control-allow-headers': ALLOWED_HEADERS,
      'access-control-max-age': '600',
    },
  });
}

/**
 * Reflects the caller's Origin so a dashboard on any local port can call the mock; the token
 * travels in a header, never a cookie, so credentials stay off.
 */
export function withCors(request: Request, response: Response): Response {
  const origin = request.headers.get('origin');
  // A dropped connection (Response.error()) has no headers to give: nothing reaches the caller.
  if (origin === null || isDropped(response)) return response;
  response.headers.set('access-control-allow-origin', origin);
  response.headers.append('vary', 'Origin');
  response.headers.set('access-control-expose-headers', 'Content-Disposition');
  return response;
}
