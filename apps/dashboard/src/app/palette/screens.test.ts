import { fakeSession } from '../../../test/fake-session';
import { findScreens, screensFor } from './screens';

const titles = (role: Parameters<typeof fakeSession>[0]) =>
  screensFor(fakeSession(role)).map((screen) => screen.title);

describe('screensFor', () => {
  it('offers each role the screens and actions of the route table it may open, no record page', () => {
    expect(titles('M')).toEqual(['Dashboard', 'Profil', 'Voucher', 'Tambah Voucher']);
    expect(titles('P')).toEqual([
      'Dashboard',
      'Profil',
      'Ubah Partner',
      'Member',
      'Transaction',
      'Wirthdraw',
    ]);
    expect(titles('A')).toEqual([
      'Dashboard',
      'Profil',
      'User',
      'Partner',
      'Tambah Partner',
      'Merchant List',
      'List Transaction',
      'List Dispute',
      'Proyek & Expee',
      'Promo',
      'Tambah Promo',
      'Kreator',
      'Tambah Kreator',
      'Event',
      'Tambah Event',
      'Survey',
      'Tambah Survey',
    ]);
  });

  it('gives an admin-partner both sets, and no guest its own', () => {
    expect(titles('A,P')).toEqual(expect.arrayContaining([...titles('A'), ...titles('P')]));
    expect(titles(null)).toEqual([]);
  });
});

describe('findScreens', () => {
  it('finds a screen by a partial word of its title', () => {
    const screens = screensFor(fakeSession('M'));
    expect(findScreens(screens, 'tam vou')).toEqual([
      { title: 'Tambah Voucher', href: '/voucher/add' },
    ]);
    expect(findScreens(screens, 'vou').map((screen) => screen.title)).toEqual([
      'Voucher',
      'Tambah Voucher',
    ]);
  });
});
