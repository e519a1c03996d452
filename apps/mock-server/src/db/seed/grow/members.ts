import { avatarSvg } from '../../avatar';
import { companyName, emailFor, personName, phoneNumber } from '../../fake';
import { type FileTable, putSvg } from '../../files';
import { DAY_MS, SEED_NOW } from '../../time';
import { JOBS, momentAgo, transactionStatus } from '../partner/activity';
import { membersOf } from '../partner/ledger';
import { COMMISSION_RATE, type PartnerTables } from '../partner/types';
import { growRows, growthRandom } from './rows';

type MemberTables = Pick<PartnerTables, 'referralCodes' | 'members' | 'partnerTransactions'> & {
  readonly files: FileTable;
};

/** Whole days from `iso` to the seed's today, at least 1. */
function daysSince(iso: string): number {
  return Math.max(1, Math.floor((SEED_NOW - Date.parse(iso)) / DAY_MS));
}

/**
 * Adds members who joined through the partner's referral codes until the partner's member list
 * holds `total` rows, each made from the seed number and its position (see `growthRandom`):
 * a code of the partner, a day within that code's life (so they mix with the seeded members,
 * as new sign-ups do), 90 % active, some with the one shared photo. Answers how many the list
 * holds; a partner without a code gets none.
 */
export function growPartnerMembers(
  tables: MemberTables,
  partnerId: number,
  total: number,
  seed: number,
): number {
  const codes = tables.referralCodes
    .filter((code) => code.partner_id === partnerId)
    .sort((a, b) => a.id - b.id);
  const listed = membersOf(tables, partnerId).length;
  if (listed >= total || codes.length === 0) return listed;
  const photo = putSvg(tables.files, 'member/grown-member.svg', avatarSvg('Member'));
  const stream = (n: number) => growthRandom('member', seed, n);
  return growRows(tables.members, listed, total, stream, (rng, id) => {
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
 * credited once the job completes, as in the seed. Answers how many the list holds.
 */
export function growPartnerTransactions(
  tables: MemberTables,
  partnerId: number,
  total: number,
  seed: number,
): number {
  const members = membersOf(tables, partnerId);
  const memberIds = new Set(members.map((m) => m.id));
  const listed = tables.partnerTransactions.filter((tx) => memberIds.has(tx.member_id)).length;
  if (members.length === 0) return listed;
  const stream = (n: number) => growthRandom('partner-transaction', seed, n);
  return growRows(tables.partnerTransactions, listed, total, stream, (rng, id) => {
    const member = rng.pick(members);
    const job = rng.pick(JOBS);
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
