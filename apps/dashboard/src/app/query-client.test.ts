import { ApiError, FALLBACK_MESSAGE } from '@backoffice/sdk';
import { toast } from '@backoffice/ui';
import { retryDelay, shouldRetryQuery, toastApiError } from './query-client';

describe('query retries', () => {
  it.each([0, 500, 502, 503])('retries status %i twice, then stops', (status) => {
    const error = new ApiError({ status });
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, error)).toBe(true);
    expect(shouldRetryQuery(2, error)).toBe(false);
  });

  it.each([400, 401, 403, 404, 409, 422, 429])('never retries status %i', (status) => {
    expect(shouldRetryQuery(0, new ApiError({ status }))).toBe(false);
  });

  it('never retries an error that is not from the API (a bug in a select, say)', () => {
    expect(shouldRetryQuery(0, new TypeError('x is undefined'))).toBe(false);
  });

  it('backs off', () => {
    expect(retryDelay(0)).toBe(1000);
    expect(retryDelay(1)).toBe(2000);
    expect(retryDelay(10)).toBe(8000);
  });
});

describe('toastApiError', () => {
  it("shows the server's message", async () => {
    const spy = vi.spyOn(toast, 'error');
    toastApiError(new ApiError({ status: 409, message: 'Kode sudah dipakai.' }), undefined);
    await vi.waitFor(() =>
      expect(spy).toHaveBeenCalledWith('Kode sudah dipakai.', expect.anything()),
    );
  });

  it('falls back to the generic message', async () => {
    const spy = vi.spyOn(toast, 'error');
    toastApiError(new ApiError({ status: 500 }), undefined);
    toastApiError(new Error('boom'), undefined);
    await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(2));
    expect(spy.mock.calls.map(([message]) => message)).toEqual([
      FALLBACK_MESSAGE,
      FALLBACK_MESSAGE,
    ]);
    expect(FALLBACK_MESSAGE).toBe('Maaf, terjadi masalah. Harap coba lagi');
  });

  it('stays quiet on 401 (the session ends instead) and when the screen shows the error', async () => {
    const spy = vi.spyOn(toast, 'error');
    toastApiError(new ApiError({ status: 401, message: 'Sesi berakhir.' }), undefined);
    toastApiError(new ApiError({ status: 400, message: 'x' }), { errorToast: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(spy).not.toHaveBeenCalled();
  });
});
