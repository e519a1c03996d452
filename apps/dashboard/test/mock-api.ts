import { reset, server } from '@backoffice/mock-server/node';
import { toast } from '@backoffice/ui';
import { cleanup } from '@testing-library/react';
import { queryClient } from '@/app/query-client';
import { clearSession } from '@/lib/session';

/**
 * The mock API in process, with the app state that talks to it. A test file gets it by importing
 * renderPage, renderApp or signIn (they import this module); a file of pure functions does not
 * load the mock, its contract and its validators (about two seconds a file).
 */
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(async () => {
  // Unmount and stop what is in flight first: a call answered after the reset below would be
  // refused (401) and end the next test's session.
  cleanup();
  toast.dismiss();
  await queryClient.cancelQueries();
  queryClient.clear();
  clearSession();
  reset();
  server.resetHandlers();
  server.events.removeAllListeners();
});

afterAll(() => server.close());

export { server };
