import type { VoucherRedeem } from '@backoffice/sdk';
import { newestFirst, searchMatcher } from '../../db/paging';
import type { Account } from '../../db/seed/auth';
import type { RedeemRecord } from '../../db/seed/voucher-redeem';
import { db } from '../../db/store';
import { ownMerchant } from '../merchant/view';

export function toRedeem(record: RedeemRecord): VoucherRedeem {
  const { merchant_id: _owner, ...redeem } = record;
  return redeem;
}

/** The caller's redeems, newest first, filtered as the list and the export are (403: not a merchant). */
export function ownRedeems(
  account: Account,
  filter: { search?: string | undefined; status?: RedeemRecord['status'] | undefined },
): RedeemRecord[] {
  const merchant = ownMerchant(account);
  const search = searchMatcher(filter.search, (r: RedeemRecord) => [
    r.member_name,
    r.voucher_name,
    r.code,
  ]);
  const own = db.voucherRedeems.filter(
    (r) =>
      r.merchant_id === merchant.id &&
      (filter.status === undefined || r.status === filter.status) &&
      (search === null || search(r)),
  );
  return newestFirst(own, (r) => r.redeem_date);
}
