import { ApiError } from '@backoffice/sdk';
import { MutationObserver } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useLogin } from '@/features/auth/api/use-login';
import { api, apiClient } from '@/lib/api';
import { notify } from '@/lib/notify';
import { createQueryClient, toastMutationError } from '@/lib/query-client';
import { server } from '../../test/mock-api';

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

/** Answers each GET of `path` with the next of `statuses` (an error body), then lets it through. */
function answerInTurn(path: string, statuses: readonly number[]): { tries: () => number } {
  let tries = 0;
  server.use(
    http.get(`*${path}`, () => {
      tries += 1;
      const status = statuses[tries - 1];
      return status === undefined ? undefined : HttpResponse.json({ message: 'x' }, { status });
    }),
  );
  return { tries: () => tries };
}

describe('the query client: reads tried again, writes never', () => {
  const busy = () => new ApiError({ status: 503, body: { message: 'Server sedang sibuk.' } });

  it("tries a query's read again after a 503, a 500 or a lost answer (lib/api-client.ts), and answers when it passes", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    const { tries } = answerInTurn('/v1/jvoucher/type', [503, 500]);
    server.use(http.get('*/v1/jvoucher/type', () => HttpResponse.error(), { once: true }));
    const answer = createQueryClient().fetchQuery(api.queryOptions('get', '/v1/jvoucher/type'));
    await vi.runAllTimersAsync();
    expect((await answer).data.length).toBeGreaterThan(0);
    expect(tries()).toBe(3);
  });

  it.each([400, 404, 429])('shows a %i at once: a 4xx is not tried again', async (status) => {
    const { tries } = answerInTurn('/v1/jvoucher/type', [status]);
    const read = createQueryClient().fetchQuery(api.queryOptions('get', '/v1/jvoucher/type'));
    await expect(read).rejects.toMatchObject({ status });
    expect(tries()).toBe(1);
  });

  it('sends a GET that writes and the sign-in once, even when they fail with a 503', async () => {
    const toggle = answerInTurn('/v1/admindata/setuseractive', [503, 503]);
    const sent = apiClient.GET('/v1/admindata/setuseractive', { params: { query: { id: 1 } } });
    await expect(sent).rejects.toMatchObject({ status: 503 });
    expect(toggle.tries()).toBe(1);
    let logins = 0;
    server.use(
      http.post('*/v1/partner_master/login', () => {
        logins += 1;
        return HttpResponse.json({ message: 'x' }, { status: 503 });
      }),
    );
    const { result } = renderHook(() => useLogin(null));
    await act(() => result.current.login({ email: 'a@b.co', password: 'password123' }));
    expect(result.current.error).toMatchObject({ status: 503 });
    expect(logins).toBe(1);
  });

  it('sends a write once, even when it fails with a 503', async () => {
    vi.useFakeTimers();
    vi.spyOn(notify, 'error').mockImplementation(() => {});
    let tries = 0;
    const write = new MutationObserver(createQueryClient(), {
      mutationFn: async () => {
        tries += 1;
        throw busy();
      },
    });
    const sent = write.mutate().catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await sent).toMatchObject({ status: 503 });
    expect(tries).toBe(1);
  });
});
