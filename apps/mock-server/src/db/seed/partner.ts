import { BANKS } from '../fixtures/banks';
import type { Account } from './auth';
import type { SeedContext } from './context';
import {
  markWithdrawnCommission,
  seedMembers,
  seedPartnerTransactions,
  seedWithdrawals,
} from './partner/activity';
import { creditedCommission, membersOf } from './partner/ledger';
import { DEMO_PARTNER_ID, seedPartners, seedReferralCodes } from './partner/partners';
import type { PartnerTables } from './partner/types';

/** Area "Partner" (docs/mock-areas.md); appends the partners' accounts to `accounts`. */
export function seedPartner(context: SeedContext, accounts: Account[]): PartnerTables {
  const { rng, files } = context;
  const { partners, ages } = seedPartners(context, accounts);
  const codes = seedReferralCodes(rng, partners, accounts, ages);
  const referralCodes = codes.map((code) => code.row);
  const { members, ages: memberAges } = seedMembers(rng, files, codes);
  const demoCodeIds = new Set(
    referralCodes.filter((c) => c.partner_id === DEMO_PARTNER_ID.partner).map((c) => c.id),
  );
  const partnerTransactions = seedPartnerTransactions(rng, members, memberAges, demoCodeIds);
  const tables: PartnerTables = {
    banks: BANKS.map((bank) => ({ code: bank.code, name: bank.name })),
    partners,
    referralCodes,
    members,
    partnerTransactions,
    withdrawals: [],
  };
  tables.withdrawals = seedWithdrawals(rng, partners, (id) => creditedCommission(tables, id));
  for (const partner of partners) {
    let approved = 0;
    for (const w of tables.withdrawals) {
      if (w.partner_id === partner.id && w.status === 'approved') approved += w.amount;
    }
    markWithdrawnCommission(partnerTransactions, membersOf(tables, partner.id), approved);
  }
  return tables;
}
