import { DEMO_ACCOUNTS } from '@backoffice/contract';
import type { SampleMap } from './types';

/** The partner_master row id of a demo role's account. */
function partnerIdOf(db: Parameters<SampleMap[string]>[0], role: string | null): number {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  return db.partners.find((p) => p.account_id === account?.id)?.id ?? 1;
}

export const partnerSamples: SampleMap = {
  // The caller's own profile with its own e-mail, so no role trips the unique-e-mail rule.
  updatePartnerProfile: (_, role) => ({
    body: {
      name: 'Budi Santoso',
      email: DEMO_ACCOUNTS.find((a) => a.role === role)?.email ?? 'partner@backoffice.test',
      phone: '081234567890',
      address: 'Jl. Braga No. 15, Bandung',
    },
  }),
  // A code the caller owns: another partner's code answers 403.
  setReferralCodeStatus: (db, role) => ({
    path: {
      id: db.referralCodes.find((c) => c.partner_id === partnerIdOf(db, role))?.id ?? 1,
    },
    body: { rowstatus: 0 },
  }),
};
