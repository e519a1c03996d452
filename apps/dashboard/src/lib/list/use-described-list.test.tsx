import { type PagedOperationId, pagedOperations } from '@backoffice/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { pageFromMock, server } from '../../../test/mock-api';
import { signIn } from '../../../test/session';
import { apiBaseUrl } from '../api-base-url';
import { errorText } from '../error-text';
import { describeList, type ListDescription } from './list-description';
import { useDescribedList } from './use-described-list';

const partners = describeList({ operation: 'listPartners', noun: 'partner', columns: [] });
const surveys = describeList({ operation: 'listSurveys', noun: 'survey', columns: [] });
const PARTNERS_URL = `${apiBaseUrl}${pagedOperations.listPartners.path}`;

/** Each page of partners answered as `answer` says; a page it leaves undefined waits for `release`. */
function answerPartners(answer: (page: number) => Response | undefined) {
  let release: () => void = () => {};
  server.use(
    http.get(PARTNERS_URL, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      return (
        answer(page) ??
        new Promise<Response>((resolve) => {
          release = () => resolve(partnerPage(page));
        })
      );
    }),
  );
  return { release: () => release() };
}

/** Page `page` of 3 (31 partners), one row on it. */
function partnerPage(page: number, totalpage = 3): Response {
  return HttpResponse.json({
    data: [{ id: page * 10 }],
    meta: { page, totalpage, totaldata: 31, totalDataOnPage: 1, totalActive: 0 },
  });
}

function open<Op extends PagedOperationId>(path: string, description: ListDescription<Op>) {
  window.history.replaceState(null, '', path);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useDescribedList(description), { wrapper });
}

beforeEach(() => signIn('A'));

describe('useDescribedList', () => {
  it('maps the meta once and keeps the previous page, marked stale, while the next loads', async () => {
    const next = answerPartners((page) => (page === 1 ? partnerPage(1) : undefined));
    const { result } = open('/partner', partners);
    expect(result.current.paged.list).toMatchObject({ rows: undefined, loading: true });
    await waitFor(() => expect(result.current.paged.list.rows).toEqual([{ id: 10 }]));
    expect(result.current.paged.list.paging).toEqual({
      page: 1,
      pageSize: 15,
      totalpage: 3,
      totaldata: 31,
      totalDataOnPage: 1,
    });

    act(() => result.current.params.setPage(2));
    await waitFor(() => expect(result.current.paged.list.stale).toBe(true));
    expect(result.current.paged.list).toMatchObject({ rows: [{ id: 10 }], loading: false });
    await act(async () => next.release());
    await waitFor(() => expect(result.current.paged.list.rows).toEqual([{ id: 20 }]));
    expect(result.current.paged.list.stale).toBe(false);
    expect(result.current.paged.list.paging?.page).toBe(2);
    expect(window.location.search).toBe('?page=2');
  });

  it('keeps the page shown when the next one fails, with the error and a retry that loads it', async () => {
    let pageTwoFails = true;
    answerPartners((page) =>
      page === 2 && pageTwoFails
        ? HttpResponse.json({ message: 'Server sedang sibuk.' }, { status: 400 })
        : partnerPage(page),
    );
    const { result } = open('/partner', partners);
    await waitFor(() => expect(result.current.paged.list.rows).toEqual([{ id: 10 }]));

    act(() => result.current.params.setPage(2));
    await waitFor(() =>
      expect(errorText(result.current.paged.list.error)).toBe('Server sedang sibuk.'),
    );
    expect(result.current.paged.list).toMatchObject({
      rows: [{ id: 10 }],
      stale: false,
      loading: false,
    });
    expect(result.current.paged.list.paging?.page).toBe(1);

    pageTwoFails = false;
    await act(async () => {
      await result.current.paged.list.retry?.();
    });
    await waitFor(() => expect(result.current.paged.list.rows).toEqual([{ id: 20 }]));
    expect(result.current.paged.list.error).toBeNull();
    expect(result.current.paged.list.paging?.page).toBe(2);
  });

  it('reads rows held under another key (the surveys’ `survey`)', async () => {
    const expected = await pageFromMock('listSurveys', { page: 1, limit: 15 });
    const { result } = open('/survey', surveys);
    await waitFor(() => expect(result.current.paged.list.rows).toEqual(expected.data));
    expect(result.current.paged.list.paging?.totaldata).toBe(expected.meta.totaldata);
  });

  it('moves a page past the end to the last page, replacing the history entry', async () => {
    answerPartners((page) =>
      page === 9
        ? HttpResponse.json({
            data: [],
            meta: { page: 9, totalpage: 3, totaldata: 31, totalDataOnPage: 0, totalActive: 0 },
          })
        : partnerPage(page),
    );
    const start = window.history.length;
    open('/partner?page=9', partners);
    await waitFor(() => expect(window.location.search).toBe('?page=3'));
    expect(window.history.length).toBe(start);
  });
});
