import { companyName, emailFor, personName, phoneNumber } from '../../fake';
import type { FileTable } from '../../files';
import { list } from '../../fixtures/list';
import { compareIso } from '../../paging';
import type { Random } from '../../random';
import { DAY_MS, daysAgo, daysBefore, jakartaIso } from '../../time';
import { seedAvatar } from '../context';
import { creditedCommission, membersOf } from './ledger';
import { DEMO_PARTNER_ID } from './partners';
import {
  COMMISSION_RATE,
  type MemberRow,
  type PartnerTables,
  type PartnerTransactionRow,
  type ReferralRow,
} from './types';

const JOBS = list(`
  Desain Logo, Pembuatan Website Toko Online, Aplikasi Kasir Android, Video Company Profile,
  Penulisan Artikel SEO, Pengelolaan Media Sosial, Terjemahan Dokumen Inggris-Indonesia,
  Desain Kemasan Produk, Foto Produk Katalog, Landing Page Promo, Desain Feed Instagram,
  Sistem Inventaris Gudang, Animasi Explainer, Audit SEO Website
`);

const MONTH = new Intl.DateTimeFormat('id-ID', { month: 'long', timeZone: 'UTC' });

/** Members per demo code, so the demo partner has more than three pages of them. */
const DEMO_MEMBERS: Readonly<Record<string, number>> = {
  BUDI2026: 30,
  BANDUNGHEMAT: 8,
  BUDIJUARA: 12,
  KERJABARENG: 9,
  AKHIRTAHUN: 5,
  ANDIWIJAYA: 14,
  SURABAYAKREATIF: 7,
  ANDIPROMO: 3,
};

/** A moment `ageDays` days before the seed's today, in office-to-evening hours. */
function momentAgo(rng: Random, ageDays: number): string {
  return jakartaIso(daysBefore(ageDays, rng.int(7 * 60, 22 * 60)));
}

/** A member who joined through code `referralId` in its first `maxAgeDays` days; `large`'s too. */
export function drawMember(
  rng: Random,
  id: number,
  referralId: number,
  maxAgeDays: number,
  photo: (name: string) => string,
): MemberRow {
  const name = personName(rng);
  const age = rng.int(0, Math.max(0, maxAgeDays - 1));
  return {
    id,
    referral_id: referralId,
    name,
    email: emailFor(name, id, 'gmail.com'),
    phone: rng.bool(0.9) ? phoneNumber(rng) : null,
    photo: rng.bool(0.3) ? photo(name) : null,
    rowstatus: rng.bool(0.9) ? 1 : 0,
    joined_at: momentAgo(rng, age),
  };
}

export function seedMembers(rng: Random, files: FileTable, codes: readonly ReferralRow[]) {
  const members: MemberRow[] = [];
  for (const code of codes) {
    const count = DEMO_MEMBERS[code.partner_code] ?? rng.int(0, 9);
    for (let i = 0; i < count; i++) {
      const id = members.length + 1;
      const avatar = (name: string) => seedAvatar(files, 'member', name, id);
      members.push(drawMember(rng, id, code.id, daysAgo(code.created_at), avatar));
    }
  }
  return members;
}

/** A member's payment up to `maxAgeDays` days ago, credited once completed; `large`'s too. */
export function drawPayment(
  rng: Random,
  id: number,
  memberId: number,
  maxAgeDays: number,
): PartnerTransactionRow {
  const harga = rng.rupiah(250_000, 12_000_000, 50_000);
  const roll = rng.next();
  const status =
    roll < 0.62 ? 'completed' : roll < 0.82 ? 'paid' : roll < 0.93 ? 'pending' : 'cancelled';
  const job = rng.pick(JOBS);
  return {
    id,
    member_id: memberId,
    pekerjaan: rng.bool(0.6) ? `${job} ${companyName(rng)}` : job,
    harga,
    tanggal: momentAgo(rng, rng.int(0, maxAgeDays)),
    status,
    statussaldo: status === 'completed' ? 'credited' : 'pending',
    commision: Math.round(harga * COMMISSION_RATE),
  };
}

/**
 * Payments of referred members. A member of the demo partner pays 1-3 times (so the demo
 * partner has well over 50), others 0-3 times.
 */
export function seedPartnerTransactions(
  rng: Random,
  members: readonly MemberRow[],
  demoCodeIds: ReadonlySet<number>,
): PartnerTransactionRow[] {
  const rows: PartnerTransactionRow[] = [];
  for (const member of members) {
    const count = demoCodeIds.has(member.referral_id) ? rng.int(1, 3) : rng.int(0, 3);
    const memberAge = daysAgo(member.joined_at);
    for (let i = 0; i < count; i++) {
      rows.push(drawPayment(rng, 5000 + rows.length + 1, member.id, memberAge));
    }
  }
  return rows;
}

/** Withdrawals per demo partner (others ask for 0-5), so the demo partner has pages of them. */
const DEMO_WITHDRAWALS: Readonly<Record<number, number>> = {
  [DEMO_PARTNER_ID.partner]: 48,
  [DEMO_PARTNER_ID.adminPartner]: 12,
};

/**
 * Adds withdrawals within what each partner earned (never more than 85% of the credited
 * commission, so every seeded balance stays positive), oldest first; the newest two of a partner
 * may still be pending. Approved amounts then mark the oldest credited commission `withdrawn`.
 */
export function seedWithdrawals(rng: Random, tables: PartnerTables): void {
  const rows = tables.withdrawals;
  for (const partner of tables.partners) {
    const bank = partner.bank;
    if (bank === null) continue;
    const budget = Math.floor(creditedCommission(tables, partner.id) * 0.85);
    const count = DEMO_WITHDRAWALS[partner.id] ?? rng.int(0, 5);
    const ages = rng.intsHighestFirst(count, 1, 320);
    let spent = 0;
    let approved = 0;
    ages.forEach((ageDays, index) => {
      const amount = rng.rupiah(100_000, 500_000, 25_000);
      if (spent + amount > budget) return;
      spent += amount;
      const requested = daysBefore(ageDays, rng.int(8 * 60, 21 * 60));
      const pending = index >= count - 2 && rng.bool(0.7);
      const status = pending ? 'pending' : rng.bool(0.1) ? 'rejected' : 'approved';
      if (status === 'approved') approved += amount;
      rows.push({
        id: rows.length + 1,
        partner_id: partner.id,
        amount,
        bank: { ...bank },
        status,
        note: rng.bool(0.5) ? `Penarikan komisi ${MONTH.format(requested)}` : null,
        requested_at: jakartaIso(requested),
        processed_at:
          status === 'pending'
            ? null
            : jakartaIso(requested + rng.int(1, Math.min(3, ageDays)) * DAY_MS),
      });
    });
    markWithdrawn(tables, partner.id, approved);
  }
}

/** Marks the partner's oldest credited commission `withdrawn`, up to its approved payouts. */
function markWithdrawn(tables: PartnerTables, partnerId: number, approvedTotal: number): void {
  const memberIds = new Set(membersOf(tables, partnerId).map((m) => m.id));
  let covered = 0;
  const credited = tables.partnerTransactions
    .filter((tx) => memberIds.has(tx.member_id) && tx.statussaldo === 'credited')
    .sort((a, b) => compareIso(a.tanggal, b.tanggal));
  for (const tx of credited) {
    if (covered + tx.commision > approvedTotal) break;
    covered += tx.commision;
    tx.statussaldo = 'withdrawn';
  }
}
