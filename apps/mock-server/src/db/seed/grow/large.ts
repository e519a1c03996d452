import { DEMO_PASSWORD } from '@backoffice/contract';
import { emailFor, personName, phoneNumber } from '../../fake';
import { avatarSvg, putSvg } from '../../files';
import { Random } from '../../random';
import { DAY_MS, daysBefore, jakartaIso, SEED_NOW } from '../../time';
import type { Db } from '..';
import { isListedPartner } from '../auth';
import { drawMember, drawPayment } from '../partner/activity';
import { membersOf } from '../partner/ledger';
import { DEMO_PARTNER_ID } from '../partner/partners';
import { drawTransaction } from '../transactions';
import { drawUser } from '../users';
import { growRows, growthRandom, LARGE_ROWS, maxId } from './rows';

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

/** The most partners a store may be grown to: a runaway client cannot fill the memory. */
export const MAX_GROWN_PARTNERS = 50_000;

/** The seed number of the rows `POST /__mock/grow` adds. */
export const DEFAULT_GROWTH_SEED = 1;

/**
 * Adds partner accounts until the admin partner list holds `total` rows (README "A large list"),
 * older than every seeded partner, so the list's first pages do not change. Answers how many
 * the list holds.
 */
export function growPartners(tables: Db, total: number, seed = DEFAULT_GROWTH_SEED): number {
  const wanted = Math.min(total, MAX_GROWN_PARTNERS);
  const listed = tables.accounts.filter(isListedPartner).length;
  if (listed >= wanted) return listed;
  const photo = putSvg(tables.files, 'profile/grown-partner.svg', avatarSvg('Mitra'));
  // Ids counted once, not per row: a scan per row would cost seconds at 10,000 rows.
  let accountId = maxId(tables.accounts);
  // The default seed's streams keep the name they had before there were seeds: same rows.
  const stream = (n: number) =>
    Random.forArea(
      seed === DEFAULT_GROWTH_SEED ? `partner-growth:${n}` : `partner-growth:${seed}:${n}`,
    );
  return growRows(tables.partners, listed, wanted, stream, (rng, id) => {
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
}

/** Users older than every seeded one (541 to 2,000 days), so the list's first pages stay. */
function growUsers(tables: Db, total: number, seed: number): void {
  const listed = tables.users.length;
  if (listed >= total) return;
  const photo = putSvg(tables.files, 'users/grown-user.svg', avatarSvg('User'));
  const stream = (n: number) => growthRandom('user', seed, n);
  growRows(tables.users, listed, total, stream, (rng, id) =>
    drawUser(rng, id, rng.int(541, 2000), () => photo),
  );
}

/**
 * Job transactions older than every seeded one (241 to 1,500 days), so the list's first pages
 * and the dashboard's recent days stay.
 */
function growAdminTransactions(tables: Db, total: number, seed: number): void {
  const table = tables.adminTransactions;
  const stream = (n: number) => growthRandom('transaction', seed, n);
  growRows(table, table.length, total, stream, (rng, id) => {
    const created_at = jakartaIso(daysBefore(rng.int(241, 1500), rng.int(6 * 60, 23 * 60)));
    return drawTransaction(rng, id, created_at, null, () => personName(rng));
  });
}

/** Whole days from `iso` to the seed's today, at least 1. */
function daysSince(iso: string): number {
  return Math.max(1, Math.floor((SEED_NOW - Date.parse(iso)) / DAY_MS));
}

/** Members who joined within the life of one of the partner's codes: they mix with the seeded. */
function growPartnerMembers(tables: Db, partnerId: number, total: number, seed: number): void {
  const codes = tables.referralCodes
    .filter((code) => code.partner_id === partnerId)
    .sort((a, b) => a.id - b.id);
  const listed = membersOf(tables, partnerId).length;
  if (listed >= total || codes.length === 0) return;
  const photo = putSvg(tables.files, 'member/grown-member.svg', avatarSvg('Member'));
  const stream = (n: number) => growthRandom('member', seed, n);
  growRows(tables.members, listed, total, stream, (rng, id) => {
    const code = rng.pick(codes);
    return drawMember(rng, id, code.id, daysSince(code.created_at), () => photo).member;
  });
}

/** Payments of the partner's members, grown ones included (so grow the members first). */
function growPartnerTransactions(tables: Db, partnerId: number, total: number, seed: number): void {
  const members = membersOf(tables, partnerId);
  const memberIds = new Set(members.map((m) => m.id));
  const listed = tables.partnerTransactions.filter((tx) => memberIds.has(tx.member_id)).length;
  if (members.length === 0) return;
  const stream = (n: number) => growthRandom('partner-transaction', seed, n);
  growRows(tables.partnerTransactions, listed, total, stream, (rng, id) => {
    const member = rng.pick(members);
    return drawPayment(rng, id, member.id, daysSince(member.joined_at) - 1);
  });
}
