import { DEMO_ACCOUNTS } from '@backoffice/contract';
import type { Account } from '../db/seed/auth';
import { db, resetStore } from '../db/store';

/** `count` random bytes as hex: tokens and verification codes. */
export function randomHex(count: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(count));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** An opaque bearer token: 32 random bytes, hex, with a prefix that says where it came from. */
export function issueToken(account: Account): string {
  const token = `mock_${randomHex(32)}`;
  db.sessions[token] = account.id;
  return token;
}

/** The sign-in account with that id; none for a record that has no account (yet). */
export function accountById(id: number | null): Account | undefined {
  return id === null ? undefined : db.accounts.find((account) => account.id === id);
}

/** Every account by id, for pairing a whole table with its accounts in one pass (ADR 0205). */
export function accountsById(): ReadonlyMap<number, Account> {
  return new Map(db.accounts.map((account) => [account.id, account]));
}

/** The account a request's `Authorization: Bearer <token>` belongs to, if any. */
export function accountFromRequest(request: Request): Account | null {
  const header = request.headers.get('authorization');
  if (header === null) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (match?.[1] === undefined) return null;
  const id = db.sessions[match[1]];
  if (id === undefined) return null;
  const account = accountById(id);
  return account?.active ? account : null;
}

const DEMO_IDS: ReadonlySet<number> = new Set(DEMO_ACCOUNTS.map((demo) => demo.id));

/** The sessions of the demo accounts: tokens and account ids. */
export function demoSessions(): [token: string, accountId: number][] {
  return Object.entries(db.sessions).filter(([, id]) => DEMO_IDS.has(id));
}

/**
 * Restores the seed but keeps the demo accounts (same ids in the seed) signed in: an open tab or
 * a browser test beside the one that reset keeps its session.
 */
export function resetKeepingDemoSessions(): void {
  const kept = demoSessions();
  resetStore();
  for (const [token, id] of kept) db.sessions[token] = id;
}
