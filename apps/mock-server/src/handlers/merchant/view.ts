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
