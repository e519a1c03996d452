import type { Merchant } from '@backoffice/sdk';
import type { Account } from '../../db/seed/auth';
import type { MerchantRecord } from '../../db/seed/merchant';
import { db } from '../../db/store';
import { fileUrl } from '../../db/uploads';
import { MESSAGES, refuse } from '../../pipeline/errors';

/** The contract's Merchant of a stored record, its photo as a URL on the caller's host. */
export function toMerchant(origin: string, record: MerchantRecord): Merchant {
  const {
    photo,
    account_id: _account,
    password: _password,
    verify_token: _token,
    ...rest
  } = record;
  return { ...rest, merchant_photo: fileUrl(origin, photo) };
}

/** The merchant a signed-in account runs, if any (asked on every merchant request). */
export function merchantOf(account: Account): MerchantRecord | undefined {
  return db.merchants.find((merchant) => merchant.account_id === account.id);
}

/** The merchant the caller runs; a 403 for an account that runs none. */
export function ownMerchant(account: Account): MerchantRecord {
  return merchantOf(account) ?? refuse(403, MESSAGES.forbidden);
}

/** Search over the fields the merchant lists name: business, owner, e-mail and city. */
export function merchantSearchFields(m: MerchantRecord): readonly string[] {
  return [m.name, m.owner, m.email, m.city_name];
}

/** Pending registrations (`status` null) before decided ones, each group in its given order. */
export function pendingFirst(rows: readonly MerchantRecord[]): MerchantRecord[] {
  // Array.prototype.sort is stable, so the order within each group stays.
  return [...rows].sort((a, b) => Number(a.status !== null) - Number(b.status !== null));
}
