import { nextId } from '../../db/paging';
import type { Account } from '../../db/seed/auth';
import { seedAvatar } from '../../db/seed/context';
import { db } from '../../db/store';
import { nowIso } from '../../db/time';
import { refuseField } from '../../pipeline/errors';

/** E-mails compare case-insensitively and trimmed, everywhere (`emailTaken`, sign-in). */
const emailKey = (email: string) => email.trim().toLowerCase();

/** The sign-in account of an e-mail, by the same rule as `emailTaken`. */
export function accountByEmail(email: string): Account | undefined {
  const key = emailKey(email);
  return db.accounts.find((account) => emailKey(account.email) === key);
}

/** Whether the account holds the admin role (alone or with another, as 'A,P'). */
export function isAdmin(account: Account): boolean {
  return account.role.split(',').includes('A');
}

export const sameEmail = (a: string, b: string) => emailKey(a) === emailKey(b);

/**
 * The one rule for "this e-mail is taken": case-insensitive and trimmed, across every table
 * whose e-mail signs in or will sign in (accounts, merchants, creators). `owner` names the
 * records being edited, which may keep their e-mail; a merchant or creator linked to the owner's
 * account counts as the owner's own.
 */
export function emailTaken(
  email: string,
  owner: { accountId?: number | null; merchantId?: number } = {},
): boolean {
  const ownAccount = (id: number | null | undefined) =>
    owner.accountId != null && id === owner.accountId;
  // Account e-mails are unique (this rule keeps them so): one lookup instead of a search.
  const account = accountByEmail(email);
  return (
    (account !== undefined && !ownAccount(account.id)) ||
    db.merchants.some(
      (m) => m.id !== owner.merchantId && !ownAccount(m.account_id) && sameEmail(m.email, email),
    ) ||
    db.kreators.some((k) => !ownAccount(k.account_id) && sameEmail(k.email, email))
  );
}

const PASSWORD_CHANGED = { message: 'Password berhasil diubah.' };

/**
 * The one rule for changing a password (merchant, partner, creator): the old one right, the
 * confirmation (when the form has one) equal to the new one, the new one different. Changes the
 * account the login checks, so the new password signs in at once; refuses with a 400 otherwise.
 */
export function changePassword(
  account: Account,
  body: { old_password: string; new_password: string; confirm_password?: string | undefined },
): typeof PASSWORD_CHANGED {
  if (body.old_password !== account.password) refuseField('old_password', 'Password lama salah.');
  if (body.confirm_password !== undefined && body.confirm_password !== body.new_password) {
    refuseField('confirm_password', 'Konfirmasi password tidak sama dengan password baru.');
  }
  if (body.new_password === body.old_password) {
    refuseField('new_password', 'Password baru harus berbeda dari password lama.');
  }
  account.password = body.new_password;
  return PASSWORD_CHANGED;
}

/**
 * Opens a sign-in account with the next id (a new partner, a creator, an accepted merchant):
 * active, created now, with an initials avatar unless it brings a photo.
 */
export function openAccount(
  fields: Pick<Account, 'email' | 'password' | 'role' | 'name'> & Partial<Account>,
): Account {
  const id = nextId(db.accounts);
  const account: Account = {
    id,
    photo: fields.photo ?? seedAvatar(db.files, 'profile', fields.name, id),
    active: true,
    created_at: nowIso(),
    ...fields,
  };
  db.accounts.push(account);
  return account;
}
