import type { FileTable } from '../files';
import { Random } from '../random';
import { seedAuth } from './auth';
import type { SeedContext } from './context';
import { seedDisputes } from './dispute';
import { seedEvents } from './events';
import { EVENT_CATEGORIES } from './events/catalog';
import { seedKreators } from './kreator';
import { seedKreatorLedger } from './kreator/ledger';
import { seedMerchants } from './merchant';
import { seedPartner } from './partner';
import { seedPlaces } from './places';
import { seedProjects } from './projects';
import { seedPromos } from './promos';
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
  const ctx = (area: string): SeedContext => ({ rng: Random.forArea(area), files });
  const auth = seedAuth(ctx('auth'));
  const partner = seedPartner(ctx('partner'), auth.accounts);
  const places = seedPlaces();
  const merchant = seedMerchants(ctx('merchant'), auth.accounts);
  const voucher = seedVouchers(ctx('voucher'), merchant.merchants);
  const redeem = seedVoucherRedeems(ctx('voucher-redeem'), voucher.vouchers, partner.members);
  const kreator = seedKreators(ctx('kreator'), auth.accounts);
  const events = seedEvents(ctx('events'), kreator.kreators);
  const kreatorLedger = seedKreatorLedger(ctx('kreator-ledger'), { ...kreator, ...events });
  const surveys = seedSurveys(ctx('surveys'));
  const users = seedUsers(ctx('users'));
  const projects = seedProjects(ctx('projects'), users.users);
  const transactions = seedTransactions(ctx('transactions'), users.users, projects.projects);
  const disputes = seedDisputes(ctx('dispute'), transactions.adminTransactions);
  const promos = seedPromos(ctx('promos'));
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
    // Lookup lists other areas link to; read-only at run time.
    eventCategories: [...EVENT_CATEGORIES],
    ...users,
    ...projects,
    ...transactions,
    ...disputes,
    ...promos,
  };
}

export type Db = ReturnType<typeof seedAll>;
