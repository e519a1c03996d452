import { BANKS } from '../fixtures/banks';
import type { Account } from './auth';
import type { SeedContext } from './context';
import { seedMembers, seedPartnerTransactions, seedWithdrawals } from './partner/activity';
import { DEMO_PARTNER_ID, seedPartners, seedReferralCodes } from './partner/partners';
import type { PartnerTables } from './partner/types';

/** Area "Partner" (docs/mock-areas.md); appends the partners' accounts to `accounts`. */
export function seedPartner(context: SeedContext, accounts: Account[]): PartnerTables {
  const { rng, files } = context;
  const partners = seedPartners(context, accounts);
  const referralCodes = seedReferralCodes(rng, partners, accounts);
  const members = seedMembers(rng, files, referralCodes);
  const demoCodeIds = new Set(
    referralCodes.filter((c) => c.partner_id === DEMO_PARTNER_ID.partner).map((c) => c.id),
  );
  const partnerTransactions = seedPartnerTransactions(rng, members, demoCodeIds);
  const tables: PartnerTables = {
    banks: BANKS.map((bank) => ({ code: bank.code, name: bank.name })),
    partners,
    referralCodes,
    members,
    partnerTransactions,
    withdrawals: [],
  };
  seedWithdrawals(rng, tables);
  return tables;
}
