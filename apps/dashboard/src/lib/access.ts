import type { Session } from './session';

/**
 * Who may open a route (docs/product.md#roles-and-guards):
 * - public: anyone; guest: only a signed-out user (login, registration);
 * - signed-in: every role; admin: A or A,P; partner: P or A,P; merchant: only M.
 */
export type Access = 'public' | 'guest' | 'signed-in' | 'admin' | 'partner' | 'merchant';

/** Exact text (docs/product.md#messages). */
export const ACCESS_DENIED_MESSAGE = 'Kamu tidak memiliki akses untuk melihat page ini.';

export function canAccess(access: Access, session: Session): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'guest':
      return !session.signedIn;
    case 'signed-in':
      return session.signedIn;
    case 'admin':
      return session.signedIn && session.roles.includes('A');
    case 'partner':
      return session.signedIn && session.roles.includes('P');
    case 'merchant':
      return session.signedIn && session.role === 'M';
  }
}
