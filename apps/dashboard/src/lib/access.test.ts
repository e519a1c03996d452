import type { Role } from '@backoffice/sdk';
import { fakeSession } from '../../test/fake-session';
import { type Access, canAccess } from './access';

const signedOut = fakeSession(null, false);

describe('canAccess', () => {
  it.each<[Access, Role, boolean]>([
    ['admin', 'A', true],
    ['admin', 'A,P', true],
    ['admin', 'P', false],
    ['admin', 'M', false],
    ['partner', 'P', true],
    ['partner', 'A,P', true],
    ['partner', 'A', false],
    ['partner', 'M', false],
    ['merchant', 'M', true],
    ['merchant', 'A', false],
    ['merchant', 'P', false],
    ['merchant', 'A,P', false],
    ['signed-in', 'A', true],
    ['signed-in', 'M', true],
    ['guest', 'P', false],
    ['public', 'M', true],
  ])('%s guard with role %s: %s', (access, role, allowed) => {
    expect(canAccess(access, fakeSession(role))).toBe(allowed);
  });

  it('lets a signed-out user open only public and guest pages', () => {
    const open = (['public', 'guest', 'signed-in', 'admin', 'partner', 'merchant'] as const).filter(
      (access) => canAccess(access, signedOut),
    );
    expect(open).toEqual(['public', 'guest']);
  });

  it('treats a role without the login flag as signed out', () => {
    expect(canAccess('admin', { ...fakeSession('A'), isLogin: false, signedIn: false })).toBe(
      false,
    );
  });
});
