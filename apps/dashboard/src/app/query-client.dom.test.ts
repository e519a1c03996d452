import { ApiError } from '@backoffice/sdk';
import { MutationObserver } from '@tanstack/react-query';
import { notify } from '@/lib/notify';
import { createQueryClient, toastMutationError } from './query-client';

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

describe('the query client: reads tried again, writes never', () => {
  const busy = () => new ApiError({ status: 503, body: { message: 'Server sedang sibuk.' } });

  it("tries a query's read again after a 503 (lib/read-retry.ts), and answers when it passes", async () => {
    vi.useFakeTimers();
    let tries = 0;
    const answer = createQueryClient().fetchQuery({
      queryKey: ['read'],
      queryFn: async () => {
        tries += 1;
        if (tries < 3) throw busy();
        return 'rows';
      },
    });
    await vi.runAllTimersAsync();
    expect(await answer).toBe('rows');
    expect(tries).toBe(3);
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
