import type { Role } from '@backoffice/sdk';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, Suspense } from 'react';
import { Providers } from '@/app/providers';
import { QueryProvider } from '@/app/query-provider';
import './dom-warm-up';
import { signIn } from './session';

export type RenderPageOptions = {
  /** The role signed in (a real session with the mock), or null for a signed-out visitor. */
  role: Role | null;
  /** The URL the page opens at, search included ('/' unless given). */
  path?: string;
};

/**
 * Renders one screen as the app shows it, without the rest of the app: the query client, the
 * router at `path` (the browser location, so navigation moves it) and the toast region, against
 * the mock's real handlers in process (test/setup.ts). Returns a user-event session with it.
 */
export async function renderPage(page: ReactElement, { role, path = '/' }: RenderPageOptions) {
  if (role !== null) await signIn(role);
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  const view = render(
    <Providers>
      <QueryProvider>
        {/* A page that picks a lazy part (HomePage) suspends until the part has loaded. */}
        <Suspense fallback={null}>{page}</Suspense>
      </QueryProvider>
    </Providers>,
  );
  return { user, ...view };
}
