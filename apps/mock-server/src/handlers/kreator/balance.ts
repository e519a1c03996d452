import { db } from '../../db/store';

/**
 * What a creator may still withdraw: the net earnings of their paid ticket sales, less every
 * withdrawal that is pending or approved (a rejected one gives its amount back).
 */
export function availableBalance(kreatorId: number): number {
  const own = new Set(db.events.filter((e) => e.kreator_id === kreatorId).map((e) => e.id));
  let balance = 0;
  for (const sale of db.kreatorTransactions) {
    if (sale.status === 'paid' && own.has(sale.event_id)) balance += sale.net_amount;
  }
  for (const withdrawal of db.kreatorWithdrawals) {
    if (withdrawal.kreator_id === kreatorId && withdrawal.status !== 'rejected') {
      balance -= withdrawal.amount;
    }
  }
  return balance;
}
