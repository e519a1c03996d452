import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_ERROR_MESSAGE, ErrorState } from './error-state';

describe('ErrorState', () => {
  it("announces the spec's fallback text when no message is given, with no retry", () => {
    render(<ErrorState />);
    expect(screen.getByRole('alert')).toHaveTextContent(DEFAULT_ERROR_MESSAGE);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows the server's message as text and retries on demand", async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="<b>Server sibuk</b>" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('<b>Server sibuk</b>');
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('cannot be retried twice while a retry is under way', () => {
    render(<ErrorState onRetry={() => {}} retrying />);
    expect(screen.getByRole('button', { name: /Coba lagi/ })).toBeDisabled();
  });
});
