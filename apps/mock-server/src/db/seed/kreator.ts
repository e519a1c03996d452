import type { BankAccount, Kreator } from '@backoffice/sdk';
import { EMAIL_DOMAINS, emailFor, personName, phoneNumber } from '../fake';
import { putSvg, slug } from '../files';
import { BANKS } from '../fixtures/banks';
import type { Random } from '../random';
import { DAY_MS, daysBefore, jakartaIso, SEED_NOW } from '../time';
import { type Account, DEMO_ACCOUNT_ID } from './auth';
import { type SeedContext, seedAvatar } from './context';
import { bankAccount, demoBank } from './partner/partners';

/**
 * A creator as stored: file names for its images, its sign-in account (only the demo creators'
 * seeded), its verification token, kept after use (docs/mock-areas.md).
 */
export type KreatorRecord = Omit<Kreator, 'photo' | 'background' | 'total_events'> & {
  photo: string | null;
  background: string | null;
  account_id: number | null;
  verify_token: string;
  verify_expires_at: string;
};

const KREATOR_COUNT = 54;
/** How long a verification link stays valid. */
export const VERIFY_TTL_MS = 7 * DAY_MS;

/** The demo accounts that also act as creators, with their creator ids. */
export const DEMO_KREATOR_ID = { partner: 1, adminPartner: 2 } as const;

const BACKGROUND_COLOURS = ['#2F2CBA', '#0F766E', '#B45309', '#9D174D', '#1D4ED8'] as const;

/** A wide gradient SVG, the seed's stand-in for a profile background photo. */
function seedBackground(ctx: SeedContext, name: string, id: number): string {
  const colour = ctx.rng.pick(BACKGROUND_COLOURS);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#FAAC02"/></linearGradient></defs><rect width="1200" height="300" fill="url(#g)"/></svg>`;
  return putSvg(ctx.files, `kreators/${id}-${slug(name)}-background.svg`, svg);
}

/** A creator's bank account: one of the six big banks (Mandiri numbers are 13 digits). */
function randomBank(rng: Random, name: string) {
  const bank = rng.pick(BANKS.slice(0, 6));
  return bankAccount(bank, rng.digits(bank.code === 'mandiri' ? 13 : 10), name);
}

/** A creator without a bank account. */
export const NO_BANK = {
  bank_code: null,
  bank_name: null,
  account_number: null,
  account_name: null,
};

/** The creator's bank account, or null before one is saved. */
export function kreatorBank(kreator: KreatorRecord): BankAccount | null {
  const { bank_code, bank_name, account_number, account_name } = kreator;
  if (bank_code === null || bank_name === null || account_number === null) return null;
  return account_name === null ? null : { bank_code, bank_name, account_number, account_name };
}

/**
 * Creators, ids in sign-up order: 1 and 2 the demo partner and admin-partner (verified, banked);
 * about one in five of the others not verified yet, some without a bank account or a photo.
 */
export function seedKreators(ctx: SeedContext, accounts: readonly Account[]) {
  const { rng, files } = ctx;
  const ages = rng.intsHighestFirst(KREATOR_COUNT - 2, 1, 420);
  const demos = [DEMO_ACCOUNT_ID.partner, DEMO_ACCOUNT_ID.adminPartner].map(
    (accountId, index): KreatorRecord => {
      const demo = accounts.find((row) => row.id === accountId);
      if (demo === undefined) throw new Error('demo account missing');
      const id = index + 1;
      return {
        id,
        name: demo.name,
        email: demo.email,
        phone: phoneNumber(rng),
        photo: seedAvatar(files, 'kreators', demo.name, id),
        background: seedBackground(ctx, demo.name, id),
        ...(demoBank(accountId, demo.name) ?? NO_BANK),
        verified: true,
        active: true,
        account_id: accountId,
        verify_token: rng.digits(32, 16),
        verify_expires_at: jakartaIso(daysBefore(480)),
        created_at: jakartaIso(daysBefore(500 - index * 20, rng.int(8 * 60, 20 * 60))),
      };
    },
  );
  const others = ages.map((age, index): KreatorRecord => {
    const id = index + 3;
    const name = personName(rng);
    const verified = !rng.bool(0.2);
    const createdMs = daysBefore(age, rng.int(7 * 60, 22 * 60));
    // Unverified creators signed up recently have a live link; older ones let theirs expire.
    const expiresMs = age <= 5 ? SEED_NOW + 365 * DAY_MS : createdMs + VERIFY_TTL_MS;
    return {
      id,
      name,
      email: emailFor(name, id, rng.pick(EMAIL_DOMAINS)),
      phone: phoneNumber(rng),
      photo: rng.bool(0.75) ? seedAvatar(files, 'kreators', name, id) : null,
      background: verified && rng.bool(0.4) ? seedBackground(ctx, name, id) : null,
      ...(verified && rng.bool(0.85) ? randomBank(rng, name) : NO_BANK),
      verified,
      active: !rng.bool(0.1),
      account_id: null,
      verify_token: rng.digits(32, 16),
      verify_expires_at: jakartaIso(expiresMs),
      created_at: jakartaIso(createdMs),
    };
  });
  // Keep at least one live unverified token in the seed, for the verification flow.
  const newest = others.at(-1);
  if (newest !== undefined) {
    Object.assign(newest, NO_BANK, { verified: false, background: null });
    newest.verify_expires_at = jakartaIso(SEED_NOW + 365 * DAY_MS);
  }
  return { kreators: [...demos, ...others] };
}
