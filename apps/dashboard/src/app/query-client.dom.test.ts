import { ApiError } from '@backoffice/sdk';
import { FALLBACK_MESSAGE } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { retryDelay, shouldRetryQuery, toastMutationError } from './query-client';

describe('query retries', () => {
  it.each([0, 500, 502, 503])(
    'retries status %i while the waits add up to 10 s (0.5 + 1 + 2 + 4), then stops',
    (status) => {
      const error = new ApiError({ status });
      expect([0, 1, 2, 3, 4].map((failures) => shouldRetryQuery(failures, error))).toEqual([
        true,
        true,
        true,
        true,
        false,
      ]);
    },
  );

  it.each([400, 401, 403, 404, 409, 422, 429])('never retries status %i', (status) => {
    expect(shouldRetryQuery(0, new ApiError({ status }))).toBe(false);
  });

  it('never retries a call the screen cancelled', () => {
    expect(shouldRetryQuery(0, new ApiError({ kind: 'aborted', status: 0 }))).toBe(false);
  });

  it('never retries an error that is not from the API (a bug in a select, say)', () => {
    expect(shouldRetryQuery(0, new TypeError('x is undefined'))).toBe(false);
  });

  it('backs off', () => {
    expect([0, 1, 2, 3, 10].map(retryDelay)).toEqual([500, 1000, 2000, 4000, 4000]);
  });
});

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
      FALLBACK_MESSAGE,
      FALLBACK_MESSAGE,
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
      FALLBACK_MESSAGE,
    ]);
  });
});
