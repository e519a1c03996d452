import { readCookies, removeCookie, writeCookie } from './cookies';
import { parseRoles } from './roles';
import {
  clearSession,
  readSession,
  subscribeSession,
  updateSessionPhoto,
  writeSession,
} from './session';

describe('session cookies', () => {
  it('writes token, role, isLogin and uPhoto and reads them back', () => {
    writeSession({ token: 'tok-1', role: 'A,P', photo: 'http://127.0.0.1:4010/uploads/a b.jpg' });
    const cookies = readCookies();
    expect(cookies.get('token')).toBe('tok-1');
    expect(cookies.get('role')).toBe('A,P');
    expect(cookies.get('isLogin')).toBe('true');
    expect(cookies.get('uPhoto')).toBe('http://127.0.0.1:4010/uploads/a b.jpg');
    expect(readSession()).toEqual({
      token: 'tok-1',
      role: 'A,P',
      roles: ['A', 'P'],
      isLogin: true,
      photo: 'http://127.0.0.1:4010/uploads/a b.jpg',
      signedIn: true,
    });
  });

  it('takes a newly saved photo, keeping the rest, and tells the subscribers', () => {
    writeSession({ token: 'tok-1', role: 'P', photo: 'http://127.0.0.1:4010/uploads/lama.jpg' });
    const heard = vi.fn();
    const unsubscribe = subscribeSession(heard);
    updateSessionPhoto('http://127.0.0.1:4010/uploads/baru.jpg');
    unsubscribe();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(readCookies().get('uPhoto')).toBe('http://127.0.0.1:4010/uploads/baru.jpg');
    expect(readSession()).toMatchObject({
      token: 'tok-1',
      role: 'P',
      photo: 'http://127.0.0.1:4010/uploads/baru.jpg',
    });
  });

  it('clears the four cookies', () => {
    writeSession({ token: 'tok-1', role: 'M', photo: 'p.jpg' });
    clearSession();
    expect(document.cookie).toBe('');
    expect(readSession()).toMatchObject({ token: null, role: null, signedIn: false });
  });

  it('is signed in only with both the login flag and a token', () => {
    writeCookie('token', 'abc');
    expect(readSession().signedIn).toBe(false);
    writeCookie('isLogin', 'true');
    expect(readSession().signedIn).toBe(true);
    removeCookie('token');
    expect(readSession().signedIn).toBe(false);
  });

  it('ignores a role that is not A, P, M or A,P', () => {
    writeCookie('role', 'Z');
    expect(readSession()).toMatchObject({ role: null, roles: [] });
  });

  it('answers the same object while the cookies do not change', () => {
    writeSession({ token: 't', role: 'P', photo: 'p' });
    expect(readSession()).toBe(readSession());
  });

  it('tells subscribers about writes and clears', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    writeSession({ token: 't', role: 'P', photo: 'p' });
    clearSession();
    unsubscribe();
    writeSession({ token: 't', role: 'P', photo: 'p' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('parseRoles', () => {
  it.each([
    ['A', ['A']],
    ['P', ['P']],
    ['M', ['M']],
    ['A,P', ['A', 'P']],
    [' A , P ', ['A', 'P']],
    ['A,X', ['A']],
    ['', []],
    [null, []],
  ] as const)('%j holds %j', (value, roles) => {
    expect(parseRoles(value)).toEqual(roles);
  });
});
