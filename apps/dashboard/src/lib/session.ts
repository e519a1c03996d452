import type { BaseRole, Role } from '@backoffice/sdk';
import { readCookies, removeCookie, writeCookie } from './cookies';
import { listeners } from './listeners';
import { isRole, parseRoles } from './roles';
import { writeStored } from './stored';

/** Cookie names are a fixed interface (docs/engineering.md#fixed-interfaces). */
export const SESSION_COOKIES = ['token', 'role', 'isLogin', 'uPhoto'] as const;

/** A week: long enough not to nag, short enough that a forgotten browser does not stay signed in. */
const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export type Session = {
  token: string | null;
  /** null when missing or not one of A, P, M, 'A,P'. */
  role: Role | null;
  /** 'A,P' gives ['A', 'P']. */
  roles: BaseRole[];
  isLogin: boolean;
  photo: string | null;
  /** Login flag and token both present. */
  signedIn: boolean;
};

type SessionInit = {
  token: string;
  role: Role;
  photo: string;
  /** The e-mail signed in with: names what this browser keeps for the person (list-prefs-store.ts). */
  account?: string;
};

let cachedSource: string | null = null;
let cachedSession: Session | null = null;
const changes = listeners();

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

/** The same object while the cookies do not change. */
export function readSession(): Session {
  const source = document.cookie;
  if (cachedSession === null || source !== cachedSource) {
    cachedSource = source;
    cachedSession = parse(source);
  }
  return cachedSession;
}

/**
 * Cookies raise no event when another tab changes them. Every sign-in, sign-out and photo change
 * also writes this localStorage key, whose `storage` event reaches every other tab at once.
 */
const OTHER_TABS_KEY = 'session-changed';

/**
 * What the browser keeps for the signed-in account (the palette's Recent, docs/palette.md): one
 * localStorage key, removed at every sign-in and sign-out, so the next account at this browser
 * never reads the previous one's.
 */
export const ACCOUNT_DATA_KEY = 'account-data';

/**
 * The e-mail signed in with, lower case: what the browser keeps for a person beyond one session
 * (their saved views and columns) is filed under it, apart from another account's at the same
 * browser. Not a cookie: the session's cookies are a fixed interface.
 */
export const ACCOUNT_NAME_KEY = 'account-name';

/** Storage off: the lists keep their views for the role instead (list-prefs-store.ts). */
function writeAccountName(account: string | undefined): void {
  writeStored(ACCOUNT_NAME_KEY, account ? account.trim().toLowerCase() : null);
}

/** Tells this tab and the others (storage off, they catch up when shown: followOtherTabs). */
function tellEveryTab(accountChanged = true): void {
  changes.notify();
  if (accountChanged) writeStored(ACCOUNT_DATA_KEY, null);
  writeStored(OTHER_TABS_KEY, `${Date.now()}:${Math.random()}`);
}

/**
 * Follows sessions changed in other tabs (or expired with their cookies). `onOtherAccount` runs
 * when another account has signed in, so the app can leave the previous account's page.
 */
export function followOtherTabs(onOtherAccount: (session: Session) => void): () => void {
  function catchUp(): void {
    const before = cachedSession;
    const now = readSession();
    if (now === before) return;
    if (now.signedIn && now.token !== before?.token) onOtherAccount(now);
    changes.notify();
  }
  function onStorage(event: StorageEvent): void {
    if (event.key === OTHER_TABS_KEY) catchUp();
  }
  function onVisible(): void {
    if (document.visibilityState === 'visible') catchUp();
  }
  readSession();
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

export function writeSession({ token, role, photo, account }: SessionInit): void {
  writeAccountName(account);
  const cookies = { token, role, isLogin: 'true', uPhoto: photo };
  for (const [name, value] of Object.entries(cookies)) {
    writeCookie(name, value, SESSION_MAX_AGE_SECONDS);
  }
  tellEveryTab();
}

/** After the user saved a new photo: the top bar, and the `uPhoto` cookie for the next visit. */
export function updateSessionPhoto(photo: string): void {
  writeCookie('uPhoto', photo, SESSION_MAX_AGE_SECONDS);
  tellEveryTab(false);
}

export function clearSession(): void {
  for (const name of SESSION_COOKIES) removeCookie(name);
  writeAccountName(undefined);
  tellEveryTab();
}

/** Told after every write or clear made through this module. */
export const subscribeSession = changes.subscribe;
