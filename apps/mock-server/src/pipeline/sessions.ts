import type { Account } from '../db/seed/auth';
import { db } from '../db/store';

/** An opaque bearer token: 32 random bytes, hex, with a prefix that says where it came from. */
export function issueToken(account: Account): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const token = `mock_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
  db.sessions[token] = account.id;
  return token;
}

/** The account a request's `Authorization: Bearer <token>` belongs to, if any. */
export function accountFromRequest(request: Request): Account | null {
  const header = request.headers.get('authorization');
  if (header === null) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (match?.[1] === undefined) return null;
  const id = db.sessions[match[1]];
  if (id === undefined) return null;
  return db.accounts.find((account) => account.id === id && account.active) ?? null;
}

/** The base roles of an account ('A,P' holds A and P). */
export function baseRoles(account: Account): string[] {
  return account.role.split(',');
}
