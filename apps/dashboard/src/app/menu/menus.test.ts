import type { Role } from '@backoffice/sdk';
import { type MenuItem, menuFor } from './menus';

type Outline = { title: string; to: string | null; subItems?: Outline[] };

function outline(items: MenuItem[]): Outline[] {
  return items.map(({ title, to, subItems }) =>
    subItems.length > 0 ? { title, to, subItems: outline(subItems) } : { title, to },
  );
}

describe('menus per role (spec section 2)', () => {
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
  ])('role %s', (role, expected) => {
    expect(outline(menuFor(role, '/'))).toEqual(expected);
  });

  it('has no menu without a role', () => {
    expect(menuFor(null, '/')).toEqual([]);
  });

  it('marks the current page, its parents and pages below it active', () => {
    const active = (path: string) =>
      menuFor('A', path)
        .flatMap((item) => [item, ...item.subItems])
        .filter((item) => item.active);
    expect(active('/').map((item) => item.title)).toEqual(['Dashboard']);
    expect(active('/dispute/chat/4').map((item) => item.title)).toEqual([
      'Transaction',
      'List Dispute',
    ]);
    expect(active('/promo/edit/2').map((item) => item.title)).toEqual(['Promo']);
    // A shared prefix is not a parent: /transaction-list is not below /transaction.
    expect(menuFor('P', '/transaction-list').some((item) => item.active)).toBe(false);
  });
});
