import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { Link } from 'wouter';
import { CHUNK_RELOAD_KEY } from '@/lib/chunk-reload';
import { lazyPage } from '@/lib/lazy-page';
import { allowConsoleError } from '../../../test/console';
import { AppErrorBoundary } from './error-boundary';

function Boom(): never {
  throw new Error('render failed');
}

function CrashOnClick() {
  const [crash, setCrash] = useState(false);
  if (crash) return <Boom />;
  return (
    <button type="button" onClick={() => setCrash(true)}>
      crash
    </button>
  );
}

describe('error boundary', () => {
  it('shows the error page with a Home link when a page crashes', () => {
    allowConsoleError();
    render(
      <AppErrorBoundary>
        <Boom />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('lets the user move on: a new location clears the error', async () => {
    allowConsoleError();
    render(
      <>
        <Link href="/elsewhere">elsewhere</Link>
        <AppErrorBoundary>
          <CrashOnClick />
        </AppErrorBoundary>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'crash' }));
    expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(screen.getByRole('button', { name: 'crash' })).toBeInTheDocument();
  });

  it('shows the error page when a chunk fails to load again within a minute of a reload', async () => {
    allowConsoleError();
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    const Missing = lazyPage<{ Page: () => null }, 'Page'>(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      'Page',
    );
    render(
      <AppErrorBoundary>
        <Suspense fallback={null}>
          <Missing />
        </Suspense>
      </AppErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
  });
});
