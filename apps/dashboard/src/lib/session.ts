import type { BaseRole, Role } from '@backoffice/sdk';
import { readCookies, removeCookie, writeCookie } from './cookies';
import { isRole, parseRoles } from './roles';

/** Cookie names are a fixed interface (docs/engineering.md#fixed-interfaces). */
export const SESSION_COOKIES = ['token', 'role', 'isLogin', 'uPhoto'] as const;

/** A week: long enough not to nag, short enough that a forgotten browser does not stay signed in. */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export type Session = {
  token: string | null;
  /** The role as stored: A, P, M or 'A,P'; null when missing or not one of those. */
  role: Role | null;
  /** Base roles held: 'A,P' gives ['A', 'P']. */
  roles: BaseRole[];
  isLogin: boolean;
  photo: string | null;
  /** Login flag and token both present: what the guards call signed in. */
  signedIn: boolean;
};

export type SessionInit = { token: string; role: Role; photo: string };

let cachedSource: string | null = null;
let cachedSession: Session | null = null;
const listeners = new Set<() => void>();

function parse(source: string): Session {
  const cookies = readCookies(source);
  const token = cookies.get('token') || null;
  const storedRole = cookies.get('role');
  const role = isRole(storedRole) ? storedRole : null;
  const isLogin = cookies.get('isLogin') === 'true';
  return {
    token,
    role,
    roles: parseRoles(role),
    isLogin,
    photo: cookies.get('uPhoto') || null,
    signedIn: isLogin && token !== null,
  };
}

/** The current session, the same object while the cookies do not change. */
export function readSession(): Session {
  const source = document.cookie;
  if (cachedSession === null || source !== cachedSource) {
    cachedSource = source;
    cachedSession = parse(source);
  }
  return cachedSession;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function writeSession({ token, role, photo }: SessionInit): void {
  const options = { maxAge: SESSION_MAX_AGE_SECONDS };
  writeCookie('token', token, options);
  writeCookie('role', role, options);
  writeCookie('isLogin', 'true', options);
  writeCookie('uPhoto', photo, options);
  notify();
}

/** After the user saved a new photo: the top bar, and the `uPhoto` cookie for the next visit. */
export function updateSessionPhoto(photo: string): void {
  writeCookie('uPhoto', photo, { maxAge: SESSION_MAX_AGE_SECONDS });
  notify();
}

export function clearSession(): void {
  for (const name of SESSION_COOKIES) removeCookie(name);
  notify();
}

/** For useSyncExternalStore: called after every write or clear made through this module. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
