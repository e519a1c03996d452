import { render, screen } from '@testing-library/react';
import { allowConsoleError } from '../../../test/console';
import { AppErrorBoundary } from './error-boundary';

vi.mock('./error-page', async (importOriginal) => {
  const original = await importOriginal<typeof import('./error-page')>();
  return {
    ...original,
    ErrorPage: () => {
      throw new Error('the error page failed too');
    },
  };
});

function Boom(): never {
  throw new Error('render failed');
}

it('falls back to the last-resort page when the error page itself fails', () => {
  allowConsoleError();
  render(
    <AppErrorBoundary>
      <Boom />
    </AppErrorBoundary>,
  );
  expect(
    screen.getByRole('heading', { name: 'An error occurred while showing the error page' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
});
