import { DEMO_PASSWORD } from '@backoffice/contract';
import { companyName, emailFor, personName, phoneNumber } from '../../fake';
import { avatarSvg, putSvg } from '../../files';
import { Random } from '../../random';
import { DAY_MS, daysBefore, jakartaIso, SEED_NOW } from '../../time';
import type { Db } from '..';
import { isListedPartner } from '../auth';
import { momentAgo, JOBS as PARTNER_JOBS, transactionStatus } from '../partner/activity';
import { membersOf } from '../partner/ledger';
import { DEMO_PARTNER_ID } from '../partner/partners';
import { COMMISSION_RATE } from '../partner/types';
import { FIRST_TRANSACTION_ID, invoiceCode, JOBS, PLATFORM_CUT, STATUSES } from '../transactions';
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
 * Adds partner accounts until the admin partner list holds `total` rows (a large list to
 * export or page through; apps/mock-server/README.md, "A large list"). The n-th partner of the
 * list is the same on every run: its data comes from a random stream of its own, named by n
 * and the seed number (the `large` scenario's; `DEFAULT_GROWTH_SEED` otherwise).
 * They are older than every seeded partner, so the list's first pages do not change. They
 * share one avatar and have no referral code. Answers how many the list holds.
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

/**
 * Adds marketplace users until the admin's user list holds `total` rows, each made from the
 * seed number and its position (see `growthRandom`). They signed up before every seeded user
 * (541 to 2,000 days ago), so the list's first pages stay as the seed has them; they share one
 * avatar.
 */
function growUsers(tables: Db, total: number, seed: number): void {
  const listed = tables.users.length;
  if (listed >= total) return;
  const photo = putSvg(tables.files, 'users/grown-user.svg', avatarSvg('User'));
  growRows(
    tables.users,
    listed,
    total,
    (n) => growthRandom('user', seed, n),
    (rng, id) => drawUser(rng, id, rng.int(541, 2000), () => photo),
  );
}

/**
 * Adds job transactions until the admin's transaction list holds `total` rows, each made from
 * the seed number and its position (see `growthRandom`). They are older than every seeded one
 * (241 to 1,500 days ago), so the list's first pages and the dashboard's recent days stay as
 * the seed has them.
 */
function growAdminTransactions(tables: Db, total: number, seed: number): void {
  const table = tables.adminTransactions;
  const stream = (n: number) => growthRandom('transaction', seed, n);
  growRows(table, table.length, total, stream, (rng, id) => {
    const created_at = jakartaIso(daysBefore(rng.int(241, 1500), rng.int(6 * 60, 23 * 60)));
    const job = rng.pick(JOBS);
    const commision = rng.rupiah(job.min, job.max, 25_000);
    const quantity = rng.int(1, 4);
    return {
      id,
      invoice: invoiceCode(created_at, id - FIRST_TRANSACTION_ID + 1),
      job_name: job.name,
      project_name: null,
      client_name: personName(rng),
      freelancer_name: personName(rng),
      commision,
      quantity,
      finalpriceaftercutoff: Math.round(commision * quantity * (1 - PLATFORM_CUT)),
      status: rng.pick(STATUSES),
      created_at,
    };
  });
}

/** Whole days from `iso` to the seed's today, at least 1. */
function daysSince(iso: string): number {
  return Math.max(1, Math.floor((SEED_NOW - Date.parse(iso)) / DAY_MS));
}

/**
 * Adds members who joined through the partner's referral codes until the partner's member list
 * holds `total` rows, each made from the seed number and its position (see `growthRandom`):
 * a code of the partner, a day within that code's life (so they mix with the seeded members,
 * as new sign-ups do), 90 % active, some with the one shared photo. A partner without a code gets none.
 */
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
    const name = personName(rng);
    return {
      id,
      referral_id: code.id,
      name,
      email: emailFor(name, id, 'gmail.com'),
      phone: rng.bool(0.9) ? phoneNumber(rng) : null,
      photo: rng.bool(0.3) ? photo : null,
      rowstatus: rng.bool(0.9) ? 1 : 0,
      joined_at: momentAgo(rng, rng.int(0, daysSince(code.created_at) - 1)),
    };
  });
}

/**
 * Adds payments of the partner's members until the partner's transaction list holds `total`
 * rows, each made from the seed number and its position: one of the partner's members (grown
 * ones included, so grow the members first), a day since that member joined; commission is
 * credited once the job completes, as in the seed.
 */
function growPartnerTransactions(tables: Db, partnerId: number, total: number, seed: number): void {
  const members = membersOf(tables, partnerId);
  const memberIds = new Set(members.map((m) => m.id));
  const listed = tables.partnerTransactions.filter((tx) => memberIds.has(tx.member_id)).length;
  if (members.length === 0) return;
  const stream = (n: number) => growthRandom('partner-transaction', seed, n);
  growRows(tables.partnerTransactions, listed, total, stream, (rng, id) => {
    const member = rng.pick(members);
    const job = rng.pick(PARTNER_JOBS);
    const harga = rng.rupiah(250_000, 12_000_000, 50_000);
    const status = transactionStatus(rng);
    return {
      id,
      member_id: member.id,
      pekerjaan: rng.bool(0.6) ? `${job} ${companyName(rng)}` : job,
      harga,
      tanggal: momentAgo(rng, rng.int(0, daysSince(member.joined_at) - 1)),
      status,
      statussaldo: status === 'completed' ? 'credited' : 'pending',
      commision: Math.round(harga * COMMISSION_RATE),
    };
  });
}
