import { DEMO_PASSWORD } from '@backoffice/mock-server/node';
import type { Role } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { writeSession } from '@/lib/session';

export const DEMO_EMAILS: Record<Role, string> = {
  A: 'admin@backoffice.test',
  P: 'partner@backoffice.test',
  M: 'merchant@backoffice.test',
  'A,P': 'adminpartner@backoffice.test',
};

/**
 * Signs a demo account in through the mock's own login handler (in process) and keeps its
 * session cookies: the token is one the mock knows, so every later call is authorised as that
 * account and a stale one is refused as it would be.
 */
export async function signIn(role: Role): Promise<void> {
  const { data } = await apiClient.POST('/v1/partner_master/login', {
    body: { email: DEMO_EMAILS[role], password: DEMO_PASSWORD },
  });
  writeSession(data.data);
}
