import { reset } from '@backoffice/mock-server/node';
import { toast } from '@backoffice/ui';
import { cleanup } from '@testing-library/react';
import { waitingChanges } from '@/lib/page-leaving';
import { queryClient } from '@/lib/query-client';
import { clearSession } from '@/lib/session';
import { server } from './mock-api';

// Runs before each jsdom test file: the mock API answers in process (msw), and each test starts
// from the seed with no handler of another test left. The mock itself loads once per worker.

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

afterEach(async () => {
  // Unmount and stop what is in flight first: a call answered after the reset below would be
  // refused (401) and end the next test's session.
  cleanup();
  // A change a test left waiting for its Batalkan is not sent into the next test.
  waitingChanges.current?.drop();
  toast.dismiss();
  await queryClient.cancelQueries();
  queryClient.clear();
  clearSession();
  reset();
  server.resetHandlers();
  server.events.removeAllListeners();
});

afterAll(() => server.close());
