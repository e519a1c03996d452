import { DEMO_PASSWORD } from '@backoffice/contract';
import { emailFor, personName, phoneNumber } from '../../fake';
import { avatarSvg, putSvg } from '../../files';
import { maxId } from '../../paging';
import { Random } from '../../random';
import { daysAgo, daysBefore, jakartaIso } from '../../time';
import type { Db } from '..';
import { isListedPartner } from '../auth';
import { drawMember, drawPayment } from '../partner/activity';
import { membersOf } from '../partner/ledger';
import { DEMO_PARTNER_ID } from '../partner/partners';
import { drawTransaction } from '../transactions';
import { drawUser } from '../users';

/** Rows each big list holds in the `large` scenario: a list to page, search and export at scale. */
export const LARGE_ROWS = 10_000;

/**
 * The `large` scenario (README, "Scenarios"): the lists that grow without end in a live market
 * filled to `rows` each (tests ask for fewer) from the seed number; a list that long gets none.
 */
export function growLarge(tables: Db, seed: number, rows: number = LARGE_ROWS): void {
  growPartners(tables, rows, seed);
  growUsers(tables, rows, seed);
  growAdminTransactions(tables, rows, seed);
  // The demo partner's own lists; its members first, whose payments the transactions are.
  growPartnerMembers(tables, DEMO_PARTNER_ID.partner, rows, seed);
  growPartnerTransactions(tables, DEMO_PARTNER_ID.partner, rows, seed);
}

/**
 * The one loop of every growth: adds rows to `table` until its list, holding `listed`, holds
 * `total`. The n-th row has its own stream (`stream` and n): the same whatever grew before it.
 */
function growRows<T extends { readonly id: number }>(
  table: T[],
  listed: number,
  total: number,
  stream: string,
  make: (rng: Random, id: number) => T,
): void {
  // Ids counted once, not per row: a scan per row would cost seconds at 10,000 rows.
  let id = maxId(table);
  for (let n = listed + 1; n <= total; n++)
    table.push(make(Random.forArea(`${stream}:${n}`), ++id));
}

/** The most partners a store may be grown to: a runaway client cannot fill the memory. */
export const MAX_GROWN_PARTNERS = 50_000;

/**
 * Adds partner accounts, older than every seeded one so the first pages stay, until the admin
 * partner list holds `total` rows (README "A large list"); answers how many it holds.
 */
export function growPartners(tables: Db, total: number, seed = 1): number {
  const wanted = Math.min(total, MAX_GROWN_PARTNERS);
  const listed = tables.accounts.filter(isListedPartner).length;
  if (listed >= wanted) return listed;
  const photo = putSvg(tables.files, 'profile/grown-partner.svg', avatarSvg('Mitra'));
  let accountId = maxId(tables.accounts);
  // The streams of seed 1 (POST /__mock/grow's) keep the name they had before there were seeds.
  const stream = seed === 1 ? 'partner-growth' : `partner-growth:${seed}`;
  growRows(tables.partners, listed, wanted, stream, (rng, id) => {
    accountId += 1;
    const name = personName(rng);
    const created = jakartaIso(daysBefore(rng.int(421, 2000), rng.int(8 * 60, 20 * 60)));
    tables.accounts.push({
      id: accountId,
      email: emailFor(name, accountId, 'mitra.example.co.id'),
      password: DEMO_PASSWORD,
      role: 'P',
      name,
      photo,
      active: rng.bool(0.85),
      created_at: created,
    });
    return {
      id,
      account_id: accountId,
      phone: phoneNumber(rng),
      address: null,
      bank: null,
      recruiter_id: null,
      created_at: created,
      updated_at: created,
    };
  });
  return wanted;
}

/** Users older than every seeded one (541 to 2,000 days), so the list's first pages stay. */
function growUsers(tables: Db, total: number, seed: number): void {
  if (tables.users.length >= total) return;
  const photo = putSvg(tables.files, 'users/grown-user.svg', avatarSvg('User'));
  growRows(tables.users, tables.users.length, total, `user-growth:${seed}`, (rng, id) =>
    drawUser(rng, id, rng.int(541, 2000), () => photo),
  );
}

/** Job transactions older than every seeded one, so the first pages and recent days stay. */
function growAdminTransactions(tables: Db, total: number, seed: number): void {
  const table = tables.adminTransactions;
  growRows(table, table.length, total, `transaction-growth:${seed}`, (rng, id) => {
    const created_at = jakartaIso(daysBefore(rng.int(241, 1500), rng.int(6 * 60, 23 * 60)));
    return drawTransaction(rng, id, created_at, null, () => personName(rng));
  });
}

/** Members who joined within the life of one of the partner's codes, as the seed draws its own. */
function growPartnerMembers(tables: Db, partnerId: number, total: number, seed: number): void {
  const codes = tables.referralCodes.filter((code) => code.partner_id === partnerId);
  const listed = membersOf(tables, partnerId).length;
  if (listed >= total || codes.length === 0) return;
  const photo = putSvg(tables.files, 'member/grown-member.svg', avatarSvg('Member'));
  growRows(tables.members, listed, total, `member-growth:${seed}`, (rng, id) => {
    const code = rng.pick(codes);
    return drawMember(rng, id, code.id, daysAgo(code.created_at), () => photo);
  });
}

/** Payments of the partner's members, grown ones too (grow them first), after their join day. */
function growPartnerTransactions(tables: Db, partnerId: number, total: number, seed: number): void {
  const members = membersOf(tables, partnerId);
  const memberIds = new Set(members.map((m) => m.id));
  const listed = tables.partnerTransactions.filter((tx) => memberIds.has(tx.member_id)).length;
  if (members.length === 0) return;
  const stream = `partner-transaction-growth:${seed}`;
  growRows(tables.partnerTransactions, listed, total, stream, (rng, id) => {
    const member = rng.pick(members);
    return drawPayment(rng, id, member.id, daysAgo(member.joined_at) - 1);
  });
}
