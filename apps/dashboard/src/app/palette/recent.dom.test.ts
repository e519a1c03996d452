import { clearSession, updateSessionPhoto } from '@/lib/session';
import { signIn } from '../../../test/session';
import { readRecent, rememberRecent } from './recent';

const partner = { title: 'Budi Santoso', kind: 'Partner', href: '/partner/edit/7' };
const screen = { title: 'Tambah Partner', kind: null, href: '/partner/add' };

describe('Recent', () => {
  it('keeps the newest first, once each, at most five', () => {
    rememberRecent(partner);
    rememberRecent(screen);
    rememberRecent(partner);
    expect(readRecent()).toEqual([partner, screen]);
    for (let id = 1; id <= 6; id += 1) {
      rememberRecent({ title: `Partner ${id}`, kind: 'Partner', href: `/partner/edit/${id}` });
    }
    expect(readRecent().map((entry) => entry.title)).toEqual([
      'Partner 6',
      'Partner 5',
      'Partner 4',
      'Partner 3',
      'Partner 2',
    ]);
  });

  it('is emptied by a sign-out and by a sign-in, not by a new photo', async () => {
    await signIn('A');
    rememberRecent(partner);
    updateSessionPhoto('https://example.test/foto.png');
    expect(readRecent()).toEqual([partner]);
    clearSession();
    expect(readRecent()).toEqual([]);

    rememberRecent(partner);
    await signIn('P');
    expect(readRecent()).toEqual([]);
  });

  it('reads nothing from storage it cannot use: another shape, or an address off the app', () => {
    window.localStorage.setItem('account-data', '{"not":"a list"}');
    expect(readRecent()).toEqual([]);
    window.localStorage.setItem(
      'account-data',
      JSON.stringify([{ title: 'Luar', kind: null, href: '//evil.test/' }, partner]),
    );
    expect(readRecent()).toEqual([partner]);
  });
});
