/** Every error answer of the mock: `{ message }`, as the contract's ErrorBody. */
export function errorResponse(status: number, message: string, headers?: HeadersInit): Response {
  if (status === 204 || status === 205 || status === 304)
    return new Response(null, { status, headers });
  const init = new Headers(headers);
  init.set('content-type', 'application/json');
  return new Response(JSON.stringify({ message }), { status, headers: init });
}

/** The messages the contract's shared responses show. */
export const MESSAGES = {
  unauthorized: 'Sesi berakhir, silakan masuk kembali.',
  forbidden: 'Kamu tidak memiliki akses untuk melihat page ini.',
  notFound: 'Data tidak ditemukan.',
} as const;
