import type {
  Bank,
  Member,
  Partner,
  PartnerTransaction,
  ReferralCode,
  Withdrawal,
} from '@backoffice/sdk';

/**
 * Stored shapes of the Partner area. They hold links (ids) instead of the derived fields the
 * contract answers; handlers join them into the SDK types. Name, e-mail, role, photo and the
 * active flag live on the sign-in account (`db.accounts`), the single source for login.
 */
export interface PartnerRow extends Pick<Partner, 'id' | 'phone' | 'address' | 'bank'> {
  account_id: number;
  /** The partner who brought this one in (counts in the recruiter's `info.partner`). */
  recruiter_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface ReferralRow extends Pick<ReferralCode, 'id' | 'partner_code' | 'rowstatus'> {
  partner_id: number;
  created_at: string;
}

export interface MemberRow extends Pick<Member, 'id' | 'name' | 'email' | 'phone' | 'rowstatus'> {
  referral_id: number;
  /** File name under /uploads, or null for a member without a photo. */
  photo: string | null;
  joined_at: string;
}

export interface PartnerTransactionRow
  extends Pick<
    PartnerTransaction,
    'id' | 'pekerjaan' | 'harga' | 'statussaldo' | 'status' | 'commision'
  > {
  member_id: number;
  tanggal: string;
}

export interface WithdrawalRow extends Withdrawal {
  partner_id: number;
}

export interface PartnerTables {
  banks: Bank[];
  partners: PartnerRow[];
  referralCodes: ReferralRow[];
  members: MemberRow[];
  partnerTransactions: PartnerTransactionRow[];
  withdrawals: WithdrawalRow[];
}

/** The partner's share of a member's payment. */
export const COMMISSION_RATE = 0.05;
