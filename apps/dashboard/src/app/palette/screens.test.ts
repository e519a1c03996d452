import type { Access } from '@/lib/access';
import { fakeSession } from '../../../test/fake-session';
import { type AppRoute, HomePage } from '../routes';
import { findScreens, screensFor } from './screens';

// A table of its own, not the product's (src/app/routes.ts): a route added there changes what
// the palette offers, not the rule this tests (docs/adding-a-screen.md).
const route = (path: string, access: Access, more: Partial<AppRoute> = {}): AppRoute => ({
  path,
  title: `Judul ${path}`,
  access,
  layout: 'default',
  page: HomePage,
  ...more,
});
const TABLE: readonly AppRoute[] = [
  route('/', 'signed-in'),
  route('/login', 'guest', { layout: 'login' }),
  route('/terms', 'public'),
  route('/users', 'admin'),
  route('/users/edit/:id', 'admin'),
  route('/member', 'partner'),
  route('/voucher', 'merchant'),
];

const hrefs = (role: Parameters<typeof fakeSession>[0]) =>
  screensFor(fakeSession(role), TABLE).map((screen) => screen.href);

describe('screensFor', () => {
  it('offers each role the screens of the table it may open, in order, no record page', () => {
    expect(hrefs('M')).toEqual(['/', '/voucher']);
    expect(hrefs('P')).toEqual(['/', '/member']);
    expect(hrefs('A')).toEqual(['/', '/users']);
    expect(screensFor(fakeSession('A'), TABLE)[1]).toEqual({
      title: 'Judul /users',
      href: '/users',
    });
  });

  it('gives an admin-partner both sets, and no guest its own', () => {
    expect(hrefs('A,P')).toEqual(['/', '/users', '/member']);
    expect(hrefs(null)).toEqual([]);
  });
});

describe('findScreens', () => {
  it('finds a screen by a partial word of its title', () => {
    const screens = [
      { title: 'Voucher', href: '/voucher' },
      { title: 'Tambah Voucher', href: '/voucher/add' },
      { title: 'Profil', href: '/edit' },
    ];
    expect(findScreens(screens, 'tam vou')).toEqual([
      { title: 'Tambah Voucher', href: '/voucher/add' },
    ]);
    expect(findScreens(screens, 'vou').map((screen) => screen.title)).toEqual([
      'Voucher',
      'Tambah Voucher',
    ]);
  });
});
