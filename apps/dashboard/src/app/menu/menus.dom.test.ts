import type { Role } from '@backoffice/sdk';
import { renderHook } from '@testing-library/react';
import { useRouter } from 'wouter';
import { canAccess } from '@/lib/access';
import { parseRoles } from '@/lib/roles';
import type { Session } from '@/lib/session';
import { ROUTES, routeAt } from '../routes';
import { type MenuItem, menuFor } from './menus';

const ROLES: readonly Role[] = ['A', 'P', 'M', 'A,P'];

function signedInAs(role: Role): Session {
  return {
    token: 'token',
    role,
    roles: parseRoles(role),
    isLogin: true,
    photo: null,
    signedIn: true,
  };
}

function links(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => (item.to === null ? item.subItems : [item]));
}

type Outline = { title: string; to: string | null; subItems?: Outline[] };

function outline(items: MenuItem[]): Outline[] {
  return items.map(({ title, to, subItems }) =>
    subItems.length > 0 ? { title, to, subItems: outline(subItems) } : { title, to },
  );
}

describe('side menus, derived from the route table', () => {
  it.each(ROLES)('every link role %s sees opens a route that role may open', (role) => {
    // The router's own pattern parser, so a link resolves as a click would resolve it.
    const { parser } = renderHook(() => useRouter()).result.current;
    const seen = links(menuFor(role, '/'));
    expect(seen.length).toBeGreaterThan(0);
    for (const link of seen) {
      const route = routeAt(ROUTES, parser, link.to ?? '');
      expect(route?.path, `the route behind ${link.title}`).toBe(link.to);
      expect(
        route !== undefined && canAccess(route.access, signedInAs(role)),
        `${role} may open ${link.to}`,
      ).toBe(true);
    }
  });

  // The product's menus (docs/product.md#layouts-and-menus), stated once as the product states them.
  it.each<[Role, Outline[]]>([
    [
      'A,P',
      [
        { title: 'Dashboard', to: '/' },
        { title: 'Partner', to: '/partner' },
        { title: 'Member', to: '/member' },
        { title: 'Transaction', to: '/transaction' },
        { title: 'Wirthdraw', to: '/wirthdraw' },
      ],
    ],
    [
      'A',
      [
        { title: 'Dashboard', to: '/' },
        { title: 'User', to: '/users' },
        { title: 'Partner', to: '/partner' },
        { title: 'Merchant List', to: '/merchant/list' },
        {
          title: 'Transaction',
          to: null,
          subItems: [
            { title: 'List Transaction', to: '/transaction-list' },
            { title: 'List Dispute', to: '/dispute' },
          ],
        },
        { title: 'Proyek & Expee', to: '/project-expee' },
        { title: 'Promo', to: '/promo' },
        { title: 'Kreator', to: '/kreator' },
        { title: 'Event', to: '/event' },
        { title: 'Survey', to: '/survey' },
      ],
    ],
    [
      'P',
      [
        { title: 'Dashboard', to: '/' },
        { title: 'Member', to: '/member' },
        { title: 'Transaction', to: '/transaction' },
        { title: 'Wirthdraw', to: '/wirthdraw' },
      ],
    ],
    [
      'M',
      [
        { title: 'Dashboard', to: '/' },
        { title: 'Voucher', to: '/voucher' },
      ],
    ],
  ])('role %s sees the product menu in its order and groups', (role, expected) => {
    expect(outline(menuFor(role, '/'))).toEqual(expected);
  });

  it('has no menu without a role', () => {
    expect(menuFor(null, '/')).toEqual([]);
  });

  it('marks the current page, its group and the link of the pages below it active', () => {
    const active = (role: Role, path: string) =>
      menuFor(role, path)
        .flatMap((item) => [item, ...item.subItems])
        .filter((item) => item.active)
        .map((item) => item.title);
    expect(active('A', '/')).toEqual(['Dashboard']);
    expect(active('A', '/dispute/chat/4')).toEqual(['Transaction', 'List Dispute']);
    expect(active('A', '/promo/edit/2')).toEqual(['Promo']);
    // A shared prefix is not a parent: /transaction-list is not below /transaction.
    expect(active('P', '/transaction-list')).toEqual([]);
  });
});
