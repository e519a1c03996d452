import { isDropped } from '../control/effects';

/** The 204 of a CORS preflight (OPTIONS from a browser origin asking before the real call). */
export function preflightResponse({ method, headers }: Request): Response | null {
  const asks = headers.has('origin') && headers.has('access-control-request-method');
  if (method !== 'OPTIONS' || !asks) return null;
  return new Response(null, {
    status: 204,
    headers: {
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'access-control-allow-headers':
        'Authorization, Content-Type, x-mock-status, x-mock-delay, x-mock-scope',
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
