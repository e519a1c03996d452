import type { PageMeta } from '@backoffice/sdk';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { notify, toastMutationSuccess } from './notify';
import { UNDO_WINDOW_MS } from './undo';
import { type RowMutationOptions, useRowMutation } from './use-row-mutation';

type PagedAnswer<Row> = { data: Row[]; meta: PageMeta };

type Row = { id: number; aktif: boolean };
const KEY = ['get', '/v1/rows'] as const;
const pageKey = [...KEY, { params: { query: { page: 1 } } }];
const meta = { page: 1, totalpage: 1, totaldata: 2, totalDataOnPage: 2, totalActive: 1 };

function setup(send: () => Promise<unknown>, mode: RowMutationOptions<Row, void>['mode']) {
  // As the app's client (lib/query-client.ts): the mutation cache toasts a success.
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
  return { result, row, client };
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
  // The toasts themselves are tested with the pages (their texts and Batalkan): here which
  // success text the hook raises, and its changes taken back as Batalkan and Ctrl+Z do.
  beforeEach(() => {
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    vi.spyOn(notify, 'error').mockImplementation(() => {});
    // The 5 s wait passes when the test says, not on the wall clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  });
  const passWait = () => act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS));

  it('undoable: changes the row at once, sends it once after the wait, then shows the success text', async () => {
    const call = deferred();
    const send = vi.fn(() => call.promise);
    const { result, row } = setup(send, 'undoable');
    act(() =>
      result.current.mutate({ id: 2, aktif: false }, true, { undoText: 'Toko Dua diaktifkan' }),
    );
    expect(row(2)?.aktif).toBe(true);
    // A second short of the end (the fake clock also follows the wall clock's few milliseconds).
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS - 1000));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.isPending({ id: 2, aktif: true })).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.isPending({ id: 2, aktif: true })).toBe(true);
    // On its way: a second switch waits for the answer.
    act(() => result.current.mutate({ id: 2, aktif: true }, false));
    await passWait();
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => call.resolve());
    await waitFor(() => expect(result.current.isPending({ id: 2, aktif: true })).toBe(false));
    expect(notify.success).toHaveBeenCalledWith('Merchant berhasil diubah.');
    expect(row(2)?.aktif).toBe(true);
  });

  it('undoable: Batalkan puts the row back and sends nothing, ever', async () => {
    const send = vi.fn(async () => undefined);
    const { result, row } = setup(send, 'undoable');
    act(() => result.current.mutate({ id: 1, aktif: true }, false, { undoText: 'x' }));
    expect(row(1)?.aktif).toBe(false);
    act(() => void fireEvent.keyDown(window, { key: 'z', ctrlKey: true }));
    expect(row(1)?.aktif).toBe(true);
    await passWait();
    expect(send).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('undoable: a switch flipped back during the wait sends nothing', async () => {
    const send = vi.fn(async () => undefined);
    const { result, row } = setup(send, 'undoable');
    act(() => result.current.mutate({ id: 1, aktif: true }, false));
    act(() => result.current.mutate({ id: 1, aktif: false }, true));
    expect(row(1)?.aktif).toBe(true);
    await passWait();
    expect(send).not.toHaveBeenCalled();
  });

  it('undoable: keeps the row changed when its list is read again during the wait', async () => {
    const send = vi.fn(async () => undefined);
    const { result, row, client } = setup(send, 'undoable');
    act(() => result.current.mutate({ id: 1, aktif: true }, false));
    // Another change's refetch brings the server's page, which does not have this one yet.
    await act(() =>
      client.fetchQuery({
        queryKey: pageKey,
        queryFn: () => ({
          data: [
            { id: 1, aktif: true },
            { id: 2, aktif: false },
          ],
          meta,
        }),
        staleTime: 0,
      }),
    );
    expect(row(1)?.aktif).toBe(false);
    act(() => void fireEvent.keyDown(window, { key: 'z', ctrlKey: true }));
    expect(row(1)?.aktif).toBe(true);
  });

  it('undoable: puts the row back when the server refuses', async () => {
    const call = deferred();
    const { result, row } = setup(() => call.promise, 'undoable');
    act(() => result.current.mutate({ id: 1, aktif: true }, false));
    expect(row(1)?.aktif).toBe(false);
    await passWait();
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
