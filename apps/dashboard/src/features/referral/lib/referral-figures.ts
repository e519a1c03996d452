import type { ReferralInfo } from '@backoffice/sdk';
import { parseAmount } from '@backoffice/ui';

/**
 * The figures as the API may send them. The contract answers every field, but the product names
 * the raw fields with fallbacks (older back ends send only some; docs/product.md#entities-and-display),
 * so each is optional here.
 */
export type ReferralInfoInput = Partial<ReferralInfo>;

export type ReferralFigures = {
  /** Whole Rupiah, or null when the answer has no readable amount. */
  income: number | null;
  members: number | null;
  partners: number | null;
};

function firstNumber(...values: ReadonlyArray<number | string | null | undefined>): number | null {
  for (const value of values) {
    const parsed = parseAmount(value);
    if (parsed !== null) return parsed;
  }
  return null;
}

/**
 * Each figure from the field the product names, else its fallback: income from `tot_transaction`
 * with its thousands commas stripped, else `income`; members from `tot_member`, else
 * `membercount`; partners from `tot_partner` (`partner` carries the same value in this contract).
 */
export function referralFigures(info: ReferralInfoInput): ReferralFigures {
  return {
    income: firstNumber(info.tot_transaction, info.income),
    members: firstNumber(info.tot_member, info.membercount),
    partners: firstNumber(info.tot_partner, info.partner),
  };
}
