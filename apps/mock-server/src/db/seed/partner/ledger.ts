import type { MemberRow, PartnerTables } from './types';

/** The members who joined through any of the partner's referral codes, in table order. */
export function membersOf(tables: PartnerTables, partnerId: number): MemberRow[] {
  const codes = new Set(
    tables.referralCodes.filter((code) => code.partner_id === partnerId).map((code) => code.id),
  );
  return tables.members.filter((m) => codes.has(m.referral_id));
}

/**
 * Commission that reached the partner's balance: transactions whose `statussaldo` is `credited`
 * or `withdrawn` (withdrawn commission was credited first, then paid out).
 */
export function creditedCommission(tables: PartnerTables, partnerId: number): number {
  const members = new Set(membersOf(tables, partnerId).map((m) => m.id));
  let total = 0;
  for (const tx of tables.partnerTransactions) {
    if (members.has(tx.member_id) && tx.statussaldo !== 'pending') total += tx.commision;
  }
  return total;
}

/**
 * The balance a withdrawal may take: credited commission minus every withdrawal that is paid
 * out (`approved`) or still holds its amount (`pending`); a `rejected` one returns to it.
 */
export function availableBalance(tables: PartnerTables, partnerId: number): number {
  const credited = creditedCommission(tables, partnerId);
  let reserved = 0;
  for (const w of tables.withdrawals) {
    if (w.partner_id === partnerId && w.status !== 'rejected') reserved += w.amount;
  }
  return credited - reserved;
}
