import { DEMO_PASSWORD } from '@backoffice/mock-server/node';
import type { Role } from '@backoffice/sdk';
import { render } from '@testing-library/react';
import { App } from '@/app/app';
import { apiClient } from '@/lib/api';
import { writeSession } from '@/lib/session';

export const DEMO_EMAILS: Record<Role, string> = {
  A: 'admin@backoffice.test',
  P: 'partner@backoffice.test',
  M: 'merchant@backoffice.test',
  'A,P': 'adminpartner@backoffice.test',
};

/** Signs a demo account in against the in-process mock and keeps its session cookies. */
export async function signIn(role: Role): Promise<void> {
  const { data } = await apiClient.POST('/v1/partner_master/login', {
    body: { email: DEMO_EMAILS[role], password: DEMO_PASSWORD },
  });
  writeSession(data.data);
}

/** Renders the whole app at `path`, as the browser would open it. */
export function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
