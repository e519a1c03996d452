import { act, renderHook, waitFor } from '@testing-library/react';
import { choiceParam } from '../url-state';
import { type ListParamsSpec, useListParams } from './list-params';
import { listHref } from './list-return';

const spec: ListParamsSpec<'listVouchers'> = {
  filters: { aktif: { codec: choiceParam([true, false]) } },
};

function open(path: string) {
  window.history.replaceState(null, '', path);
  return renderHook(() => useListParams(spec));
}

describe('useListParams', () => {
  it('reads the list from the URL and hands the operation its query', () => {
    const { result } = open('/voucher?page=2&search=kopi&aktif=true');
    expect(result.current.query).toEqual({ page: 2, limit: 15, search: 'kopi', aktif: true });
    expect(result.current.narrowed).toBe(true);
    expect(listHref('/voucher')).toBe('/voucher?page=2&search=kopi&aktif=true');
  });

  it('pushes a page, replaces a search, and Back returns to the page before', async () => {
    const { result } = open('/voucher');
    const start = window.history.length;
    act(() => result.current.setPage(3));
    expect(window.location.search).toBe('?page=3');
    expect(window.history.length).toBe(start + 1);

    act(() => result.current.setSearch('roti'));
    expect(window.location.search).toBe('?search=roti');
    expect(window.history.length).toBe(start + 1);
    expect(result.current.page).toBe(1);

    act(() => window.history.back());
    await waitFor(() => expect(result.current.page).toBe(1));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(result.current.search).toBe('');
  });

  it('goes back to page 1 on a filter change, and reset clears search and filters', () => {
    const { result } = open('/voucher?page=4&search=x');
    act(() => result.current.setFilters({ aktif: false }));
    expect(window.location.search).toBe('?search=x&aktif=false');
    act(() => result.current.reset());
    expect(window.location.search).toBe('');
    expect(result.current.narrowed).toBe(false);
  });

  it('ignores a late search once the user has left the list', () => {
    const { result } = open('/partner?page=2');
    const setSearch = result.current.setSearch;
    act(() => window.history.pushState(null, '', '/partner/edit/7'));
    act(() => setSearch('budi'));
    expect(window.location.pathname).toBe('/partner/edit/7');
    expect(window.location.search).toBe('');
  });
});
