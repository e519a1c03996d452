import { remembered } from '../../db/lookup';
import { type KeptList, keptList, newestFirst } from '../../db/paging';
import { isCredited } from '../../db/seed/partner/ledger';
import type { MemberRow, PartnerTransactionRow } from '../../db/seed/partner/types';
import { db } from '../../db/store';

/** A member's payment with the member who made it. */
export interface MemberPayment {
  readonly tx: PartnerTransactionRow;
  readonly member: MemberRow;
}

interface PartnerLists {
  readonly members: ReadonlyMap<number, KeptList<MemberRow>>;
  readonly payments: ReadonlyMap<number, KeptList<MemberPayment>>;
}

function push<K, V>(groups: Map<K, V[]>, key: K, value: V): void {
  const group = groups.get(key);
  if (group === undefined) groups.set(key, [value]);
  else group.push(value);
}

/** Each group newest first by `date`, with its active count. */
function keptLists<T>(
  groups: ReadonlyMap<number, T[]>,
  date: (row: T) => string,
  isActive: (row: T) => boolean,
): Map<number, KeptList<T>> {
  const kept = new Map<number, KeptList<T>>();
  for (const [key, rows] of groups) kept.set(key, keptList(newestFirst(rows, date), isActive));
  return kept;
}

/**
 * Each partner's members (newest first by `joined_at`, active: `rowstatus` 1) and their
 * payments (newest first by `tanggal`, active: completed): kept until a write. A request then
 * pages its partner's list alone, not every member and transaction of the store (ten thousand
 * each for the demo partner in the `large` scenario).
 */
const partnerLists = remembered(
  () => [db.referralCodes, db.members, db.partnerTransactions],
  (): PartnerLists => {
    const partnerOfCode = new Map(db.referralCodes.map((code) => [code.id, code.partner_id]));
    const members = new Map<number, MemberRow[]>();
    const partnerOfMember = new Map<number, { partner: number; member: MemberRow }>();
    for (const member of db.members) {
      const partner = partnerOfCode.get(member.referral_id);
      if (partner === undefined) continue;
      push(members, partner, member);
      partnerOfMember.set(member.id, { partner, member });
    }
    const payments = new Map<number, MemberPayment[]>();
    for (const tx of db.partnerTransactions) {
      const owner = partnerOfMember.get(tx.member_id);
      if (owner !== undefined) push(payments, owner.partner, { tx, member: owner.member });
    }
    return {
      members: keptLists(
        members,
        (m) => m.joined_at,
        (m) => m.rowstatus === 1,
      ),
      payments: keptLists(
        payments,
        ({ tx }) => tx.tanggal,
        ({ tx }) => tx.status === 'completed',
      ),
    };
  },
);

/** The members who joined through any of the partner's codes, newest first. */
export function membersOf(partnerId: number): KeptList<MemberRow> {
  return partnerLists().members.get(partnerId) ?? keptList<MemberRow>([], () => false);
}

/** The payments of the partner's members, newest first. */
export function paymentsOf(partnerId: number): KeptList<MemberPayment> {
  return partnerLists().payments.get(partnerId) ?? keptList<MemberPayment>([], () => false);
}

/** Commission of the partner's members' payments that reached its balance. */
export function creditedOf(partnerId: number): number {
  let total = 0;
  for (const { tx } of paymentsOf(partnerId).rows) if (isCredited(tx)) total += tx.commision;
  return total;
}
