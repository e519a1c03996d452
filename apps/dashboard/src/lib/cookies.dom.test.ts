import { cookieAttributes, readCookies, removeCookie, writeCookie } from './cookies';

describe('session cookie attributes', () => {
  it('are site-wide and SameSite=Lax, with the lifetime given', () => {
    expect(cookieAttributes(604800, 'http:')).toBe('Path=/; SameSite=Lax; Max-Age=604800');
    expect(cookieAttributes(undefined, 'http:')).toBe('Path=/; SameSite=Lax');
  });

  it('add Secure on https only', () => {
    expect(cookieAttributes(60, 'https:')).toBe('Path=/; SameSite=Lax; Max-Age=60; Secure');
    expect(cookieAttributes(60, 'http:')).not.toContain('Secure');
  });

  it('are the ones document.cookie is written with', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor?.set?.call(document, value);
    });
    writeCookie('role', 'A,P', 60);
    removeCookie('role');
    expect(written).toEqual([
      `role=A%2CP; ${cookieAttributes(60)}`,
      `role=; ${cookieAttributes(0)}`,
    ]);
    expect(readCookies().has('role')).toBe(false);
  });
});
