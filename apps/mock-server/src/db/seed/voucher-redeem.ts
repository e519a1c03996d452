import type { VoucherRedeem } from '@backoffice/sdk';
import { compareIso } from '../paging';
import { DAY_MS, daysBefore, jakartaIso, SEED_NOW } from '../time';
import type { SeedContext } from './context';
import { DEMO_MERCHANT_ID } from './merchant';
import type { MemberRow } from './partner/types';
import type { VoucherRecord } from './voucher';

/** A redeem as the mock keeps it: the contract's VoucherRedeem and the merchant it belongs to. */
export interface RedeemRecord extends VoucherRedeem {
  merchant_id: number;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const MEMBERS = 40;
const DEMO_REDEEMS = 64;
const OTHER_REDEEMS = 30;
const OPEN_CODES = 15;

/**
 * The first open code, the one the contract's example and the README use, so that a redeem can
 * be recorded against the running mock without reading its store.
 */
export const DOCUMENTED_OPEN_CODE = 'RDM7K2Q9';

/** A fresh code (RDM and five characters) that `taken` does not hold yet; adds it to `taken`. */
export function newRedeemCode(next: () => number, taken: Set<string>): string {
  for (;;) {
    let code = 'RDM';
    for (let i = 0; i < 5; i++) code += CODE_ALPHABET[Math.floor(next() * CODE_ALPHABET.length)];
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}

function startMs(date: string): number {
  return Date.parse(`${date}T00:00:00+07:00`);
}

/**
 * Redeems dated within each voucher's life and quota (those of the last three weeks mostly
 * pending), the members who hold points (a `members` id and name with the balance they redeem
 * with) and the codes their app issued that no merchant has entered yet (docs/mock-areas.md).
 */
export function seedVoucherRedeems(
  { rng }: SeedContext,
  vouchers: readonly VoucherRecord[],
  members: readonly MemberRow[],
) {
  const active = members.filter((m) => m.rowstatus === 1);
  const redeemMembers = rng
    .shuffle(active)
    .slice(0, MEMBERS)
    .sort((a, b) => a.id - b.id)
    .map((member, i) => ({
      id: member.id,
      name: member.name,
      points: i < 3 ? 5000 : rng.int(0, 300) * 10,
    }));
  if (redeemMembers.length === 0) throw new Error('The redeem seed needs active members');
  const taken = new Set<string>([DOCUMENTED_OPEN_CODE]);
  const used = new Map<number, number>();
  const started = vouchers.filter((v) => startMs(v.start_date) <= SEED_NOW);
  const pool = (own: boolean) =>
    started.filter((v) => (v.merchant_id === DEMO_MERCHANT_ID) === own);

  const drafts: Omit<RedeemRecord, 'id'>[] = [];
  const draw = (candidates: readonly VoucherRecord[], count: number) => {
    for (let n = 0; n < count; n++) {
      const open = candidates.filter((v) => (used.get(v.id) ?? 0) < v.quota);
      const voucher = rng.pick(open);
      used.set(voucher.id, (used.get(voucher.id) ?? 0) + 1);
      const from = startMs(voucher.start_date);
      const until = Math.min(startMs(voucher.expired_date) + DAY_MS - 1, SEED_NOW);
      const days = Math.max(0, Math.floor((until - from) / DAY_MS));
      const age = Math.floor((SEED_NOW - from) / DAY_MS) - rng.int(0, days);
      const member = rng.pick(redeemMembers);
      const recent = age <= 21;
      const accepted = !rng.bool(recent ? 0.75 : 0.15);
      const status = accepted ? 'accepted' : recent ? 'pending' : 'rejected';
      drafts.push({
        merchant_id: voucher.merchant_id,
        voucher_id: voucher.id,
        voucher_name: voucher.name,
        member_id: member.id,
        member_name: member.name,
        code: newRedeemCode(() => rng.next(), taken),
        point: voucher.point,
        // Today's redeems happened before the seed's "now" (09:30), earlier days until evening.
        redeem_date: jakartaIso(
          daysBefore(Math.max(age, 0), rng.int(7 * 60, age <= 0 ? 9 * 60 + 29 : 21 * 60)),
        ),
        status,
      });
    }
  };
  draw(pool(true), DEMO_REDEEMS);
  draw(pool(false), OTHER_REDEEMS);
  drafts.sort((a, b) => compareIso(a.redeem_date, b.redeem_date));
  const voucherRedeems = drafts.map((draft, i): RedeemRecord => ({ id: i + 1, ...draft }));

  const redeemCodes = Array.from({ length: OPEN_CODES }, (_, i) => ({
    code: i === 0 ? DOCUMENTED_OPEN_CODE : newRedeemCode(() => rng.next(), taken),
    member_id: ((i < 3 ? redeemMembers[i] : undefined) ?? rng.pick(redeemMembers)).id,
  }));
  return { voucherRedeems, redeemMembers, redeemCodes };
}
