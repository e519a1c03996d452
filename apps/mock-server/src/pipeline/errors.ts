import type { ErrorBody, FieldError } from '@backoffice/sdk';

/** Every error answer of the mock: the contract's ErrorBody, `{ message, fields? }`. */
export function errorResponse(
  status: number,
  message: string,
  headers?: HeadersInit,
  fields?: readonly FieldError[],
): Response {
  if (status === 204 || status === 205 || status === 304)
    return new Response(null, { status, headers });
  const body: ErrorBody = fields === undefined ? { message } : { message, fields: [...fields] };
  return Response.json(body, { status, headers });
}

/**
 * How a handler refuses a call: the error answer is thrown (the pipeline answers it), so a check
 * in a shared helper ends the call without each caller passing a result back up.
 */
export function refuse(status: number, message: string): never {
  throw errorResponse(status, message);
}

/** Refuses a call over one field: the sentence is the answer's `message` and the field's. */
export function refuseField(
  name: string,
  message: string,
  status = 400,
  place: FieldError['in'] = 'body',
): never {
  throw errorResponse(status, message, undefined, [{ in: place, name, message }]);
}

/** The record a handler looked up, or a 404 with `message` when there is none. */
export function found<T>(record: T | undefined, message: string = MESSAGES.notFound): T {
  if (record === undefined) refuse(404, message);
  return record;
}

/** The messages the contract's shared responses show. */
export const MESSAGES = {
  unauthorized: 'Sesi berakhir, silakan masuk kembali.',
  forbidden: 'Kamu tidak memiliki akses untuk melihat page ini.',
  notFound: 'Data tidak ditemukan.',
} as const;

/** What a status forced with `x-mock-status` answers: the real error's words. */
export function forcedStatusMessage(status: number): string {
  if (status === 401) return MESSAGES.unauthorized;
  if (status === 403) return MESSAGES.forbidden;
  if (status === 404) return MESSAGES.notFound;
  if (status >= 500) return 'Terjadi kesalahan pada server. Silakan coba lagi.';
  return 'Permintaan tidak dapat diproses.';
}
