import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type PagedAnswer, usePagedList } from './use-described-list';

type Row = { id: number };

function answer(page: number): PagedAnswer<Row> {
  return {
    data: [{ id: page * 10 }],
    meta: { page, totalpage: 3, totaldata: 31, totalDataOnPage: 1, totalActive: 0 },
  };
}

describe('usePagedList', () => {
  it('maps the meta once and keeps the previous page, marked stale, while the next loads', async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    let release: () => void = () => {};
    const setPage = vi.fn();
    const { result, rerender } = renderHook(
      ({ page }: { page: number }) =>
        usePagedList(
          {
            queryKey: ['get', '/v1/rows', page] as const,
            queryFn: () =>
              page === 1
                ? Promise.resolve(answer(1))
                : new Promise<PagedAnswer<Row>>((resolve) => {
                    release = () => resolve(answer(page));
                  }),
          },
          { limit: 15, setPage },
        ),
      { wrapper, initialProps: { page: 1 } },
    );
    expect(result.current.list).toMatchObject({ rows: undefined, loading: true });
    await waitFor(() => expect(result.current.list.rows).toEqual([{ id: 10 }]));
    expect(result.current.list.paging).toEqual({
      page: 1,
      pageSize: 15,
      totalpage: 3,
      totaldata: 31,
      totalDataOnPage: 1,
    });

    rerender({ page: 2 });
    expect(result.current.list).toMatchObject({ rows: [{ id: 10 }], stale: true, loading: false });
    await act(async () => release());
    await waitFor(() => expect(result.current.list.rows).toEqual([{ id: 20 }]));
    expect(result.current.list.stale).toBe(false);
    expect(result.current.list.paging?.page).toBe(2);
    expect(setPage).not.toHaveBeenCalled();
  });

  it('keeps the page shown when the next one fails, with the error and a retry that loads it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    let pageTwoFails = true;
    const { result, rerender } = renderHook(
      ({ page }: { page: number }) =>
        usePagedList(
          {
            queryKey: ['get', '/v1/rows', page] as const,
            queryFn: () =>
              page === 2 && pageTwoFails
                ? Promise.reject(new Error('Server sedang sibuk.'))
                : Promise.resolve(answer(page)),
          },
          { limit: 15, setPage: vi.fn() },
        ),
      { wrapper, initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.list.rows).toEqual([{ id: 10 }]));

    rerender({ page: 2 });
    await waitFor(() => expect(result.current.list.error?.message).toBe('Server sedang sibuk.'));
    expect(result.current.list).toMatchObject({ rows: [{ id: 10 }], stale: false, loading: false });
    expect(result.current.list.paging?.page).toBe(1);

    pageTwoFails = false;
    await act(async () => {
      await result.current.list.retry?.();
    });
    await waitFor(() => expect(result.current.list.rows).toEqual([{ id: 20 }]));
    expect(result.current.list.error).toBeNull();
    expect(result.current.list.paging?.page).toBe(2);
  });

  it('reads rows held under another key through the options’ select', async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () =>
        usePagedList(
          {
            queryKey: ['get', '/v1/surveys'] as const,
            queryFn: () => Promise.resolve({ survey: answer(1).data, meta: answer(1).meta }),
            select: (raw: { survey: Row[]; meta: PagedAnswer<Row>['meta'] }) => ({
              data: raw.survey,
              meta: raw.meta,
            }),
          },
          { limit: 15, setPage: vi.fn() },
        ),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.rows).toEqual([{ id: 10 }]));
    expect(result.current.list.paging?.totaldata).toBe(31);
  });

  it('moves a page past the end to the last page, replacing the history entry', async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const setPage = vi.fn();
    renderHook(
      () =>
        usePagedList(
          {
            queryKey: ['get', '/v1/rows', 9] as const,
            queryFn: () =>
              Promise.resolve({
                data: [],
                meta: { page: 9, totalpage: 3, totaldata: 31, totalDataOnPage: 0, totalActive: 0 },
              }),
          },
          { limit: 15, setPage },
        ),
      { wrapper },
    );
    await waitFor(() => expect(setPage).toHaveBeenCalledWith(3, { replace: true }));
    expect(setPage).toHaveBeenCalledTimes(1);
  });
});
