import { isPreflight, preflightResponse, withCors } from './cors';
import { errorResponse } from './errors';
import { unknownOperationMessage } from './pipeline';

/** The standalone server's answer for paths outside /v1, /uploads and /__mock. */
export function fallbackResponse(request: Request): Response {
  if (isPreflight(request)) return preflightResponse(request);
  const { pathname } = new URL(request.url);
  return withCors(request, errorResponse(404, unknownOperationMessage(request.method, pathname)));
}
