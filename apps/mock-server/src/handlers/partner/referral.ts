import type { ReferralInfo } from '@backoffice/sdk';
import { addRow } from '../../db/paging';
import { creditedCommission } from '../../db/seed/partner/ledger';
import type { PartnerRow, ReferralRow } from '../../db/seed/partner/types';
import { db } from '../../db/store';
import { nowIso } from '../../db/time';
import { route } from '../../http';
import { found, refuse, refuseField } from '../../pipeline/errors';
import { codesOf, membersOf, ownPartnerRow, partnersNewestFirst, toReferral } from './views';

function referralInfo(row: PartnerRow, isAdminPartner: boolean): ReferralInfo {
  const income = creditedCommission(db, row.id);
  const members = membersOf(row.id).length;
  // The caller's network: every listed partner for an admin-and-partner account, otherwise the
  // partners this partner brought in.
  const partner = isAdminPartner
    ? partnersNewestFirst().rows.length
    : db.partners.filter((p) => p.recruiter_id === row.id).length;
  return {
    income,
    members,
    partner,
    // Whole Rupiah with comma thousands separators, as the spec's raw `tot_transaction`.
    tot_transaction: income.toLocaleString('en-US'),
    tot_member: members,
    membercount: members,
    tot_partner: partner,
  };
}

/** The 1-based position of a code in its owner's list (oldest first). */
function numberOf(code: ReferralRow): number {
  return codesOf(code.partner_id).findIndex((c) => c.id === code.id) + 1;
}

/** The partner's referral dashboard and codes. */
export const referralHandlers = [
  route.get('/v1/partner_master/getalldata', ({ user: account, origin, response }) => {
    const row = ownPartnerRow(account);
    return response(200).json({
      data: {
        info: referralInfo(row, account.role === 'A,P'),
        referrals: codesOf(row.id).map((code, index) => toReferral(origin, code, index + 1)),
      },
    });
  }),

  route.post('/v1/partner/create', ({ body, user, origin, response }) => {
    const row = ownPartnerRow(user);
    const { partner_code } = body;
    // Unique platform-wide, whoever owns the code and whether or not it is active.
    if (db.referralCodes.some((code) => code.partner_code === partner_code)) {
      refuseField('partner_code', 'Kode referral sudah digunakan.', 409);
    }
    const code = addRow(db.referralCodes, {
      partner_id: row.id,
      partner_code,
      rowstatus: 1,
      created_at: nowIso(),
    });
    return response(201).json({
      message: 'Code Referral berhasil dibuat.',
      data: toReferral(origin, code, numberOf(code)),
    });
  }),

  route.put('/v1/partner/activedeactive/{id}', ({ path, body, user, origin, response }) => {
    const row = ownPartnerRow(user);
    const code = found(db.referralCodes.find((c) => c.id === path.id));
    if (code.partner_id !== row.id) refuse(403, 'Kode referral ini milik partner lain.');
    code.rowstatus = body.rowstatus;
    return response(200).json({
      message: 'Status Referral berhasil diubah.',
      data: toReferral(origin, code, numberOf(code)),
    });
  }),
];
