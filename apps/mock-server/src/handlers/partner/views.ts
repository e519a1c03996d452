import type { Member, Partner, ReferralCode } from '@backoffice/sdk';
import { remembered } from '../../db/lookup';
import { addRow, compareIso, newestFirst } from '../../db/paging';
import { type Account, isListedPartner } from '../../db/seed/auth';
import { membersOf as joinedThrough } from '../../db/seed/partner/ledger';
import type { MemberRow, PartnerRow, ReferralRow } from '../../db/seed/partner/types';
import { db, noteWrite } from '../../db/store';
import { nowIso } from '../../db/time';
import { fileUrl } from '../../db/uploads';
import { accountsById } from '../../pipeline/sessions';

/** The partner_master row with that id. */
export function partnerWithId(id: number): PartnerRow | undefined {
  return db.partners.find((row) => row.id === id);
}

/**
 * The caller's partner_master row. Every admin or partner account has one; one opened since
 * without it (a creator's, which signs in as a partner) gets an empty one on first use, so the
 * own-profile calls never answer 404.
 */
export function ownPartnerRow(account: Account): PartnerRow {
  const found = db.partners.find((row) => row.account_id === account.id);
  if (found !== undefined) return found;
  const now = nowIso();
  const row = addRow(db.partners, {
    account_id: account.id,
    phone: '',
    address: null,
    bank: null,
    recruiter_id: null,
    created_at: account.created_at,
    updated_at: now,
  });
  noteWrite(); // a write within a read: the partner lists remembered must see it
  return row;
}

/**
 * The partners of the admin list (their account holds the partner role) with their accounts,
 * newest first, and how many are active: kept until a write.
 */
export const partnersNewestFirst = remembered(
  () => [db.partners, db.accounts],
  () => {
    const accounts = accountsById();
    const rows = newestFirst(db.partners, (row) => row.created_at).flatMap((row) => {
      const account = accounts.get(row.account_id);
      return account === undefined || !isListedPartner(account) ? [] : [{ row, account }];
    });
    return { rows, active: rows.filter(({ account }) => account.active).length };
  },
);

/** Oldest first, by creation then id: the order `no` counts in. */
const byAge = (a: ReferralRow, b: ReferralRow) =>
  compareIso(a.created_at, b.created_at) || a.id - b.id;

/** The partner's referral codes, oldest first (the order `no` counts in). */
export function codesOf(partnerId: number): ReferralRow[] {
  return db.referralCodes.filter((code) => code.partner_id === partnerId).sort(byAge);
}

/**
 * What a Partner answer joins from the referral codes and members: each partner's codes (oldest
 * first, the order `no` counts in) and how many members joined through them, in one pass over
 * those tables for a whole page of partners instead of one per partner; kept until a write.
 */
export const partnerJoins = remembered(
  () => [db.referralCodes, db.members],
  () => {
    const codes = new Map<number, ReferralRow[]>();
    const partnerOfCode = new Map<number, number>();
    for (const code of db.referralCodes) {
      const own = codes.get(code.partner_id);
      if (own === undefined) codes.set(code.partner_id, [code]);
      else own.push(code);
      partnerOfCode.set(code.id, code.partner_id);
    }
    for (const own of codes.values()) own.sort(byAge);
    const members = new Map<number, number>();
    for (const member of db.members) {
      const partner = partnerOfCode.get(member.referral_id);
      if (partner !== undefined) members.set(partner, (members.get(partner) ?? 0) + 1);
    }
    return {
      codes: (partnerId: number): readonly ReferralRow[] => codes.get(partnerId) ?? [],
      memberCount: (partnerId: number) => members.get(partnerId) ?? 0,
    };
  },
);

export function toPartner(
  origin: string,
  row: PartnerRow,
  account: Account,
  joins = partnerJoins(),
): Partner {
  // Partner_master roles: every account role except the merchant's.
  const role = account.role === 'M' ? 'P' : account.role;
  return {
    id: row.id,
    name: account.name,
    email: account.email,
    phone: row.phone,
    address: row.address,
    role,
    photo: fileUrl(origin, account.photo),
    partner_code: joins.codes(row.id)[0]?.partner_code ?? null,
    bank: row.bank,
    rowstatus: account.active ? 1 : 0,
    total_member: joins.memberCount(row.id),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toReferral(origin: string, row: ReferralRow, no: number): ReferralCode {
  return {
    id: row.id,
    no,
    partner_code: row.partner_code,
    rowstatus: row.rowstatus,
    // The app link that opens sign-up with the code filled in, on the host the caller used.
    deep_link: `${origin}/r/${encodeURIComponent(row.partner_code)}`,
    member_count: db.members.filter((member) => member.referral_id === row.id).length,
    created_at: row.created_at,
  };
}

export function toMember(origin: string, row: MemberRow): Member {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    photo: fileUrl(origin, row.photo),
    partner_code: db.referralCodes.find((code) => code.id === row.referral_id)?.partner_code ?? '',
    total_transaction: db.partnerTransactions.filter((tx) => tx.member_id === row.id).length,
    rowstatus: row.rowstatus,
    joined_at: row.joined_at,
  };
}

/** The members who joined through any of the partner's codes, newest first. */
export function membersOf(partnerId: number): MemberRow[] {
  return newestFirst(joinedThrough(db, partnerId), (member) => member.joined_at);
}

/** The payments of the partner's members, each with the member who made it, newest first. */
export function paymentsOf(partnerId: number) {
  const members = new Map(membersOf(partnerId).map((member) => [member.id, member]));
  const payments = db.partnerTransactions.flatMap((tx) => {
    const member = members.get(tx.member_id);
    return member === undefined ? [] : [{ tx, member }];
  });
  return newestFirst(payments, ({ tx }) => tx.tanggal);
}
