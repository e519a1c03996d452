import { ApiError } from '@backoffice/sdk';
import { notify } from '@/lib/notify';
import { toastMutationError } from './query-client';

/** A 409 naming one body field, as the mock answers a taken code. */
function taken(field: string, message: string): ApiError {
  return new ApiError({
    status: 409,
    body: { message, fields: [{ in: 'body', name: field, message }] },
  });
}

describe('toastMutationError', () => {
  it("toasts the server's message, one toast per message", () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    toastMutationError(
      new ApiError({ status: 409, body: { message: 'Kode sudah dipakai.' } }),
      undefined,
    );
    expect(error).toHaveBeenCalledExactlyOnceWith('Kode sudah dipakai.', {
      id: 'api-error:Kode sudah dipakai.',
    });
  });

  it('falls back to the generic message', () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    toastMutationError(new ApiError({ status: 500 }), undefined);
    toastMutationError(new Error('boom'), undefined);
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      'Maaf, terjadi masalah. Harap coba lagi',
      'Maaf, terjadi masalah. Harap coba lagi',
    ]);
  });

  it('stays quiet on 401 (the session ends instead) and when the form shows everything', () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    toastMutationError(
      new ApiError({ status: 401, body: { message: 'Sesi berakhir.' } }),
      undefined,
    );
    toastMutationError(new ApiError({ status: 400, body: { message: 'Data tidak valid.' } }), {
      formShowsErrors: 'all',
    });
    expect(error).not.toHaveBeenCalled();
  });

  it('leaves an error about a field the form shows to the form', () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    toastMutationError(taken('partner_code', 'Kode referral sudah digunakan.'), {
      formShowsErrors: ['partner_code'],
    });
    expect(error).not.toHaveBeenCalled();
  });

  it('toasts what the form does not show: another field, or no field named', () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const meta = { formShowsErrors: ['partner_code'] } as const;
    toastMutationError(taken('email', 'Email sudah terdaftar.'), meta);
    toastMutationError(new ApiError({ status: 500 }), meta);
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      'Email sudah terdaftar.',
      'Maaf, terjadi masalah. Harap coba lagi',
    ]);
  });
});
