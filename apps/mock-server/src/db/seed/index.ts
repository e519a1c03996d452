import type { FileTable } from '../files';
import { seedAuth } from './auth';
import { seedContext } from './context';
import { seedDisputes } from './dispute';
import { seedEvents } from './events';
import { seedKreators } from './kreator';
import { seedKreatorLedger } from './kreator/ledger';
import { seedMerchants } from './merchant';
import { seedPartner } from './partner';
import { seedPlaces } from './places';
import { seedProjects } from './projects';
import { seedPromos } from './promos';
import { seedReference } from './reference';
import { seedSurveys } from './surveys';
import { seedTransactions } from './transactions';
import { seedUsers } from './users';
import { seedVouchers } from './voucher';
import { seedVoucherRedeems } from './voucher-redeem';

/**
 * Builds the whole data set from the fixed seed. Each area adds one line: its seed gets its own
 * random stream (by area name) and may read the tables of areas seeded before it.
 */
export function seedAll() {
  const files: FileTable = {};
  const auth = seedAuth(seedContext('auth', files));
  const partner = seedPartner(seedContext('partner', files), auth.accounts);
  const places = seedPlaces();
  const merchant = seedMerchants(seedContext('merchant', files), auth.accounts, places);
  const voucher = seedVouchers(seedContext('voucher', files), merchant.merchants);
  const redeem = seedVoucherRedeems(
    seedContext('voucher-redeem', files),
    voucher.vouchers,
    partner.members,
  );
  const reference = seedReference();
  const kreator = seedKreators(seedContext('kreator', files), auth);
  const events = seedEvents(seedContext('events', files), kreator);
  const kreatorLedger = seedKreatorLedger(seedContext('kreator-ledger', files), {
    ...kreator,
    ...events,
  });
  const surveys = seedSurveys(seedContext('surveys', files));
  const users = seedUsers(seedContext('users', files));
  const projects = seedProjects(seedContext('projects', files), users.users);
  const transactions = seedTransactions(
    seedContext('transactions', files),
    users.users,
    projects.projects,
  );
  const disputes = seedDisputes(seedContext('dispute', files), transactions.adminTransactions);
  const promos = seedPromos(seedContext('promos', files));
  return {
    files,
    ...auth,
    ...kreator,
    ...events,
    ...kreatorLedger,
    ...surveys,
    ...partner,
    ...places,
    ...merchant,
    ...voucher,
    ...redeem,
    ...reference,
    ...users,
    ...projects,
    ...transactions,
    ...disputes,
    ...promos,
  };
}

export type Db = ReturnType<typeof seedAll>;
