import { act, renderHook, waitFor } from '@testing-library/react';
import { useDetailParam } from './detail-param';

describe('useDetailParam', () => {
  it('reads the id beside the list parameters; a malformed one is none', () => {
    window.history.replaceState(null, '', '/project-expee?page=2&detail=801');
    const first = renderHook(() => useDetailParam());
    expect(first.result.current.id).toBe(801);
    first.unmount();
    window.history.replaceState(null, '', '/project-expee?detail=80x');
    expect(renderHook(() => useDetailParam()).result.current.id).toBeNull();
  });

  it('opens on a new entry that Back (and close) leaves, keeping the list parameters', async () => {
    window.history.replaceState(null, '', '/project-expee?search=kasir');
    const { result } = renderHook(() => useDetailParam());
    act(() => result.current.open(801));
    expect(window.location.search).toBe('?search=kasir&detail=801');
    await waitFor(() => expect(result.current.id).toBe(801));
    act(() => result.current.close());
    await waitFor(() => expect(window.location.search).toBe('?search=kasir'));
    expect(result.current.id).toBeNull();
  });

  it('closes a detail the page was opened at by dropping it from the same entry', async () => {
    window.history.replaceState(null, '', '/project-expee?detail=801');
    const length = window.history.length;
    const { result } = renderHook(() => useDetailParam());
    act(() => result.current.close());
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.history.length).toBe(length);
  });
});
