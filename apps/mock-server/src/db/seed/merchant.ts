import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@backoffice/contract';
import type { Merchant } from '@backoffice/sdk';
import { companyName, emailFor, personName, phoneNumber, street } from '../fake';
import { list } from '../fixtures/list';
import { addRow } from '../paging';
import { daysBefore, jakartaIso } from '../time';
import { type Account, DEMO_ACCOUNT_ID } from './auth';
import { type SeedContext, seedAvatar } from './context';
import { placeLocations } from './places';

/** A merchant as stored: its photo's file name, its account once accepted, its secrets. */
export interface MerchantRecord extends Omit<Merchant, 'merchant_photo'> {
  photo: string;
  /** The `accounts` row the merchant signs in with; null until the registration is accepted. */
  account_id: number | null;
  /** The password chosen at registration; moves to the account on accept, then null. */
  password: string | null;
  /** The e-mail verification token; null once verified. */
  verify_token: string | null;
}

/** An accepted merchant's sign-in account: its owner's, with its photo, active as it is. */
export function merchantAccount(merchant: MerchantRecord, password: string) {
  const { email, owner: name, photo, aktif: active } = merchant;
  return { email, password, role: 'M' as const, name, photo, active };
}

/** The demo merchant (merchant@backoffice.test): id 7, as in the contract's examples. */
export const DEMO_MERCHANT_ID = 7;

const TOTAL = 100;
const PENDING = 30;
const REJECTED = 18;

const DESCRIPTIONS = list(`
  Kedai kopi dan roti rumahan., Grosir alat tulis kantor dan sekolah.,
  Toko oleh-oleh khas daerah., Restoran masakan Padang., Salon dan perawatan rambut.,
  Bengkel motor dan suku cadang., Toko pakaian muslim., Apotek dan toko kesehatan.,
  Laundry kiloan antar jemput., Katering harian untuk kantor.
`);

const REJECT_REASONS = list(`
  Foto toko tidak jelas., Alamat usaha tidak dapat diverifikasi.,
  Data pemilik tidak sesuai dengan dokumen., Jenis usaha belum didukung.,
  Nomor telepon tidak dapat dihubungi.
`);

const EMAIL_DOMAINS = ['gmail.com', 'yahoo.co.id', 'outlook.co.id', 'usaha.co.id'] as const;

/**
 * 100 registrations (docs/mock-areas.md, "Merchants"), ids in order of registration; each
 * accepted merchant but the demo one (account 3) gets an account appended to `accounts`.
 */
export function seedMerchants({ rng, files }: SeedContext, accounts: Account[]) {
  const locations = placeLocations();
  const braga = locations.find((l) => l.district_name === 'Braga');
  const older = rng.intsHighestFirst(TOTAL - PENDING, 61, 720);
  const recent = rng.intsHighestFirst(PENDING, 0, 60);
  const daysAgo = [...older, ...recent];
  const demoIndex = DEMO_MERCHANT_ID - 1;
  const rejected = new Set(
    rng.shuffle(older.map((_, i) => i).filter((i) => i !== demoIndex)).slice(0, REJECTED),
  );
  const usedNames = new Set<string>();
  const merchants = daysAgo.map((days, index): MerchantRecord => {
    const id = index + 1;
    let name = companyName(rng);
    while (usedNames.has(name)) name = companyName(rng);
    usedNames.add(name);
    const owner = personName(rng);
    const location = rng.pick(locations);
    const pending = index >= older.length;
    const isRejected = rejected.has(index);
    const verified = !pending || rng.bool(0.75);
    return {
      id,
      name,
      owner,
      email: emailFor(name.replace(/^(PT|CV|UD|Toko) /, ''), id, rng.pick(EMAIL_DOMAINS)),
      phone: phoneNumber(rng),
      address: street(rng),
      ...location,
      description: rng.bool(0.8) ? rng.pick(DESCRIPTIONS) : null,
      photo: seedAvatar(files, 'merchant', name, id),
      email_verified: verified,
      aktif: !pending && !isRejected && rng.bool(0.85),
      status: pending ? null : isRejected ? 'rejected' : 'accepted',
      reason: isRejected ? rng.pick(REJECT_REASONS) : null,
      created_at: jakartaIso(daysBefore(days, rng.int(8 * 60, 20 * 60))),
      account_id: null,
      password: pending || isRejected ? DEMO_PASSWORD : null,
      verify_token: verified ? null : rng.digits(16, 16),
    };
  });

  const demoAccount = DEMO_ACCOUNTS.find((a) => a.id === DEMO_ACCOUNT_ID.merchant);
  const demo = merchants[demoIndex];
  if (demo === undefined || demoAccount === undefined) throw new Error('No demo merchant seed');
  Object.assign(demo, {
    name: 'CV Maju Jaya',
    owner: demoAccount.name,
    email: demoAccount.email,
    phone: '0224231234',
    address: 'Jl. Braga No. 40',
    ...braga,
    description: 'Kedai kopi dan roti sejak 2015.',
    photo: seedAvatar(files, 'merchant', 'CV Maju Jaya', DEMO_MERCHANT_ID),
    aktif: true,
    account_id: demoAccount.id,
  } satisfies Partial<MerchantRecord>);

  for (const merchant of merchants) {
    if (merchant.status !== 'accepted' || merchant.account_id !== null) continue;
    const account = merchantAccount(merchant, DEMO_PASSWORD);
    merchant.account_id = addRow(accounts, { ...account, created_at: merchant.created_at }).id;
  }
  return { merchants };
}
