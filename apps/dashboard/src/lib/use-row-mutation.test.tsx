import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { PagedAnswer } from './list/paged-list';
import { notify, toastMutationSuccess } from './notify';
import { useRowMutation } from './use-row-mutation';

type Row = { id: number; aktif: boolean };
const KEY = ['get', '/v1/rows'] as const;
const pageKey = [...KEY, { params: { query: { page: 1 } } }];
const meta = { page: 1, totalpage: 1, totaldata: 2, totalDataOnPage: 2, totalActive: 1 };

function setup(send: () => Promise<unknown>, mode: 'optimistic' | 'wait-for-answer') {
  // As the app's client (app/query-client.ts): the mutation cache toasts a success.
  const client = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (answer, _variables, _context, mutation) =>
        toastMutationSuccess(answer, mutation.meta),
    }),
    defaultOptions: { mutations: { retry: false } },
  });
  client.setQueryData(pageKey, {
    data: [
      { id: 1, aktif: true },
      { id: 2, aktif: false },
    ],
    meta,
  } satisfies PagedAnswer<Row>);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useRowMutation<Row, boolean>({
        mode,
        lists: [KEY],
        send,
        change: (aktif) => ({ kind: 'update', apply: (row) => ({ ...row, aktif }) }),
        success: 'Merchant berhasil diubah.',
      }),
    { wrapper },
  );
  const row = (id: number) =>
    client.getQueryData<PagedAnswer<Row>>(pageKey)?.data.find((r) => r.id === id);
  return { result, row };
}

function deferred() {
  let settle: { resolve: () => void; reject: (error: Error) => void } = {
    resolve: () => {},
    reject: () => {},
  };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

describe('useRowMutation', () => {
  // The toasts themselves are tested elsewhere: here only which text the hook raises.
  beforeEach(() => {
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    vi.spyOn(notify, 'error').mockImplementation(() => {});
  });

  it('optimistic: changes the row at once, once per row, and shows the success text', async () => {
    const call = deferred();
    const send = vi.fn(() => call.promise);
    const { result, row } = setup(send, 'optimistic');
    act(() => result.current.mutate({ id: 2, aktif: false }, true));
    act(() => result.current.mutate({ id: 2, aktif: false }, true));
    await waitFor(() => expect(row(2)?.aktif).toBe(true));
    expect(result.current.isPending({ id: 2, aktif: false })).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => call.resolve());
    await waitFor(() => expect(result.current.isPending({ id: 2, aktif: true })).toBe(false));
    expect(notify.success).toHaveBeenCalledWith('Merchant berhasil diubah.');
  });

  it('optimistic: puts the row back when the server refuses', async () => {
    const call = deferred();
    const { result, row } = setup(() => call.promise, 'optimistic');
    act(() => result.current.mutate({ id: 1, aktif: true }, false));
    await waitFor(() => expect(row(1)?.aktif).toBe(false));
    await act(async () => call.reject(new Error('Ditolak server.')));
    await waitFor(() => expect(row(1)?.aktif).toBe(true));
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('wait-for-answer: changes nothing until the server agrees', async () => {
    const call = deferred();
    const { result, row } = setup(() => call.promise, 'wait-for-answer');
    act(() => result.current.mutate({ id: 2, aktif: false }, true));
    await waitFor(() => expect(result.current.isPending({ id: 2, aktif: false })).toBe(true));
    expect(row(2)?.aktif).toBe(false);
    await act(async () => call.resolve());
    await waitFor(() => expect(row(2)?.aktif).toBe(true));
  });
});
