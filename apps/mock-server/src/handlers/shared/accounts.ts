import type { Account } from '../../db/seed/auth';
import { db } from '../../db/store';
import { baseRoles } from '../../pipeline/sessions';

/** The sign-in account with that id; none for a record that has no account (yet). */
export function accountById(id: number | null): Account | undefined {
  return id === null ? undefined : db.accounts.find((a) => a.id === id);
}

/** The sign-in account of an e-mail, by the same rule as `emailTaken`. */
export function accountByEmail(email: string): Account | undefined {
  return db.accounts.find((a) => sameEmail(a.email, email));
}

/** Whether the account holds the admin role (alone or with another, as 'A,P'). */
export function isAdmin(account: Account): boolean {
  return baseRoles(account).includes('A');
}

/** The records an e-mail check leaves out: the ones being edited, which may keep their e-mail. */
export interface EmailOwner {
  readonly accountId?: number | null;
  readonly merchantId?: number;
  readonly kreatorId?: number;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The one rule for "this e-mail is taken": case-insensitive and trimmed, across every table
 * whose e-mail signs in or will sign in (accounts, merchants, creators). A merchant or creator
 * linked to the owner's account counts as the owner's own.
 */
export function emailTaken(email: string, owner: EmailOwner = {}): boolean {
  const ownAccount = (id: number | null | undefined) =>
    owner.accountId != null && id === owner.accountId;
  return (
    db.accounts.some((a) => !ownAccount(a.id) && sameEmail(a.email, email)) ||
    db.merchants.some(
      (m) => m.id !== owner.merchantId && !ownAccount(m.account_id) && sameEmail(m.email, email),
    ) ||
    db.kreators.some(
      (k) => k.id !== owner.kreatorId && !ownAccount(k.account_id) && sameEmail(k.email, email),
    )
  );
}
