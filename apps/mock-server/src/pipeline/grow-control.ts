import { growPartners, MAX_GROWN_PARTNERS } from '../db/seed/partner/grow';
import { db, noteWrite } from '../db/store';
import { errorResponse } from './errors';

/**
 * `POST /__mock/grow` with `{ "partners": 10000 }`: the current data (the request's scope, or the
 * main store) gets partners until the admin partner list holds that many rows, the same rows on
 * every run. A reset goes back to the seed. For exports and paging tried on a large list.
 */
export async function growControl(request: Request): Promise<Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    body = null;
  }
  const partners = (body as { partners?: unknown } | null)?.partners;
  if (typeof partners !== 'number' || !Number.isInteger(partners) || partners < 0) {
    return errorResponse(400, 'body.partners: must be a whole number of rows');
  }
  if (partners > MAX_GROWN_PARTNERS) {
    return errorResponse(400, `body.partners: at most ${MAX_GROWN_PARTNERS}`);
  }
  const listed = growPartners(db, partners);
  noteWrite();
  return Response.json({ message: `The partner list holds ${listed} rows.`, partners: listed });
}
