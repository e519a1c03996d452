import { newestFirst } from '../../db/paging';
import type { MemberRow, PartnerTransactionRow } from '../../db/seed/partner/types';
import { db } from '../../db/store';
import { codesOf } from './views';

/** A member's payment with the member who made it. */
export interface MemberPayment {
  readonly tx: PartnerTransactionRow;
  readonly member: MemberRow;
}

/** The members who joined through any of the partner's codes, newest first. */
export function membersOf(partnerId: number): MemberRow[] {
  const codes = new Set(codesOf(partnerId).map((code) => code.id));
  return newestFirst(
    db.members.filter((member) => codes.has(member.referral_id)),
    (member) => member.joined_at,
  );
}

/** The payments of the partner's members, newest first. */
export function paymentsOf(partnerId: number): MemberPayment[] {
  const members = new Map(membersOf(partnerId).map((member) => [member.id, member]));
  const payments = db.partnerTransactions.flatMap((tx) => {
    const member = members.get(tx.member_id);
    return member === undefined ? [] : [{ tx, member }];
  });
  return newestFirst(payments, ({ tx }) => tx.tanggal);
}
