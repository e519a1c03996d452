import type { PartnerTables, PartnerTransactionRow } from './types';

type Ledger = Pick<
  PartnerTables,
  'referralCodes' | 'members' | 'partnerTransactions' | 'withdrawals'
>;

/** Ids of the members who joined through any of the partner's referral codes. */
export function memberIdsOf(tables: Ledger, partnerId: number): Set<number> {
  const codes = new Set(
    tables.referralCodes.filter((code) => code.partner_id === partnerId).map((code) => code.id),
  );
  return new Set(tables.members.filter((m) => codes.has(m.referral_id)).map((m) => m.id));
}

/**
 * Commission that reached the partner's balance: transactions whose `statussaldo` is `credited`
 * or `withdrawn` (withdrawn commission was credited first, then paid out).
 */
export function creditedCommission(tables: Ledger, partnerId: number): number {
  const members = memberIdsOf(tables, partnerId);
  let total = 0;
  for (const tx of tables.partnerTransactions) {
    if (members.has(tx.member_id) && isCredited(tx)) total += tx.commision;
  }
  return total;
}

/** Whether a transaction's commission reached the partner's balance. */
export function isCredited(tx: PartnerTransactionRow): boolean {
  return tx.statussaldo !== 'pending';
}

/**
 * The balance a withdrawal may take: credited commission minus every withdrawal that is paid
 * out (`approved`) or still holds its amount (`pending`); a `rejected` one returns to it.
 */
export function availableBalance(tables: Ledger, partnerId: number): number {
  const credited = creditedCommission(tables, partnerId);
  let reserved = 0;
  for (const w of tables.withdrawals) {
    if (w.partner_id === partnerId && w.status !== 'rejected') reserved += w.amount;
  }
  return credited - reserved;
}
