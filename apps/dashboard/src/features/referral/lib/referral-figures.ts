import type { ReferralInfo } from '@backoffice/sdk';
import { parseAmount } from '@backoffice/ui';

function firstNumber(...values: ReadonlyArray<number | string | null | undefined>): number | null {
  for (const value of values) {
    const parsed = parseAmount(value);
    if (parsed !== null) return parsed;
  }
  return null;
}

/**
 * Each figure from the field the product names, else its fallback: income (whole Rupiah) from
 * `tot_transaction` with its thousands commas stripped, else `income`; members from `tot_member`,
 * else `membercount`; partners from `tot_partner` (`partner` carries the same value in this
 * contract). Null when the answer has no readable number. The contract answers every field, but
 * the product names the raw fields with fallbacks (older back ends send only some;
 * docs/product.md#entities-and-display), so each is optional here.
 */
export function referralFigures(info: Partial<ReferralInfo>) {
  return {
    income: firstNumber(info.tot_transaction, info.income),
    members: firstNumber(info.tot_member, info.membercount),
    partners: firstNumber(info.tot_partner, info.partner),
  };
}
