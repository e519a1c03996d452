import { act, renderHook } from '@testing-library/react';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

describe('useUnsavedChangesGuard release', () => {
  it('resolves once the page is back on its own history entry, not on the guard entry', async () => {
    window.history.replaceState({ page: 'own' }, '', '/merchant/register');
    const { result } = renderHook(() => useUnsavedChangesGuard(true));
    // A dirty form sits on an extra entry of the same URL.
    expect(window.history.state).toMatchObject({ unsavedChangesGuard: true });

    let released = false;
    await act(async () => {
      await result.current.release().then(() => {
        released = true;
      });
    });
    expect(released).toBe(true);
    expect(window.history.state).toEqual({ page: 'own' });
  });

  it('resolves at once when no guard entry was pushed', async () => {
    window.history.replaceState({ page: 'own' }, '', '/voucher/add');
    const { result } = renderHook(() => useUnsavedChangesGuard(false));
    await act(() => result.current.release());
    expect(window.history.state).toEqual({ page: 'own' });
  });
});
