import type { Role } from '@backoffice/sdk';
import { parseRoles } from '@/lib/roles';
import type { Session } from '@/lib/session';

/** A session as the cookies would give it, for access rules tested without signing in. */
export function fakeSession(role: Role | null, signedIn = role !== null): Session {
  return {
    token: signedIn ? 'token' : null,
    role,
    roles: parseRoles(role),
    isLogin: signedIn,
    photo: null,
    signedIn,
  };
}
