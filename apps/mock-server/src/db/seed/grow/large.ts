import type { Db } from '..';
import { growPartners } from '../partner/grow';
import { DEMO_PARTNER_ID } from '../partner/partners';
import { growPartnerMembers, growPartnerTransactions } from './members';
import { LARGE_ROWS } from './rows';
import { growAdminTransactions } from './transactions';
import { growUsers } from './users';

/**
 * The data of the `large` scenario: the lists that grow without end in a live marketplace
 * (apps/mock-server/README.md, "Scenarios") filled to `LARGE_ROWS` rows each, made from the
 * seed number. A list already that long gets none. `rows` is for tests, which need fewer.
 */
export function growLarge(tables: Db, seed: number, rows: number = LARGE_ROWS): void {
  growPartners(tables, rows, seed);
  growUsers(tables, rows, seed);
  growAdminTransactions(tables, rows, seed);
  // The demo partner's own lists; its members first, whose payments the transactions are.
  growPartnerMembers(tables, DEMO_PARTNER_ID.partner, rows, seed);
  growPartnerTransactions(tables, DEMO_PARTNER_ID.partner, rows, seed);
}
