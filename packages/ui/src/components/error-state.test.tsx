import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorState } from './error-state';

/** A promise the test settles itself, standing in for a refetch in flight. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('ErrorState', () => {
  it("announces the caller's message as text, with no retry when none is offered", () => {
    render(<ErrorState message="<b>Server sibuk</b>" />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^<b>Server sibuk<\/b>$/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('retries on demand, once per press', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorState message="Data tidak ditemukan." onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('sends nothing more while the retry it started is pending, and can retry after', async () => {
    const user = userEvent.setup();
    const refetch = deferred();
    const onRetry = vi.fn(() => refetch.promise);
    render(<ErrorState message="Data tidak ditemukan." onRetry={onRetry} />);
    const button = screen.getByRole('button', { name: 'Coba lagi' });

    await user.dblClick(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');

    await act(async () => refetch.resolve());
    expect(button).toBeEnabled();
    await user.click(button);
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('is busy and cannot be pressed while the caller says a retry is under way', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorState message="Data tidak ditemukan." onRetry={onRetry} retrying />);
    const button = screen.getByRole('button', { name: 'Coba lagi' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });
});
