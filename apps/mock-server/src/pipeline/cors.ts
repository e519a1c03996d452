import { isDropped } from '../control/effects';

const ALLOWED_HEADERS = 'Authorization, Content-Type, x-mock-status, x-mock-delay, x-mock-scope';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/** A CORS preflight: OPTIONS from a browser origin asking before the real call. */
export function isPreflight(request: Request): boolean {
  return (
    request.method === 'OPTIONS' &&
    request.headers.has('origin') &&
    request.headers.has('access-control-request-method')
  );
}

export function preflightResponse(request: Request): Response {
  const response = new Response(null, { status: 204 });
  response.headers.set('access-control-allow-methods', ALLOWED_METHODS);
  response.headers.set('access-control-allow-headers', ALLOWED_HEADERS);
  response.headers.set('access-control-max-age', '600');
  return withCors(request, response);
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
