import { render, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { allowConsoleError } from '../../test/console';
import { ToastRegion } from './providers';

it('keeps the app on screen when the toast chunk cannot load', async () => {
  allowConsoleError();
  const errors = vi.spyOn(console, 'error');
  // As the lazy toast host rejects when its chunk cannot be fetched (offline, or a deploy
  // removed it) and no chunk reload is left to try.
  const unreachable = lazy(() =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module: toast-host.js')),
  );
  render(
    <>
      <p>app content</p>
      <ToastRegion host={unreachable} />
    </>,
  );
  await waitFor(() =>
    expect(errors).toHaveBeenCalledWith('The toast region could not load', expect.any(TypeError)),
  );
  expect(screen.getByText('app content')).toBeInTheDocument();
});
