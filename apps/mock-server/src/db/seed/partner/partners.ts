import { DEMO_PASSWORD } from '@backoffice/contract';
import type { Bank, BankAccount } from '@backoffice/sdk';
import { address, emailFor, personName, phoneNumber } from '../../fake';
import { BANKS } from '../../fixtures/banks';
import { nextId } from '../../paging';
import type { Random } from '../../random';
import { daysAgo, daysBefore, jakartaIso } from '../../time';
import { type Account, DEMO_ACCOUNT_ID } from '../auth';
import { type SeedContext, seedAvatar } from '../context';
import type { PartnerRow, ReferralRow } from './types';

/** Partner ids of the demo accounts, stable for tests and other areas. */
export const DEMO_PARTNER_ID = { admin: 1, partner: 2, adminPartner: 3 } as const;

/** Partners generated besides the demo accounts: with the two demo partners, 54 list rows. */
const GENERATED_PARTNERS = 52;

/** The contract's BankAccount: a bank of the list, the account's number and its holder. */
export function bankAccount(bank: Bank, account_number: string, account_name: string): BankAccount {
  return { bank_code: bank.code, bank_name: bank.name, account_number, account_name };
}

/** The demo accounts' bank accounts, for their partner and their creator profiles alike. */
const DEMO_BANKS: Readonly<Record<number, readonly [code: string, number: string]>> = {
  [DEMO_ACCOUNT_ID.partner]: ['bca', '1234567890'],
  [DEMO_ACCOUNT_ID.adminPartner]: ['mandiri', '1410012345678'],
};

/** The demo account's bank account, paid to its `name`; null for one without (the admin). */
export function demoBank(accountId: number, name: string): BankAccount | null {
  const demo = DEMO_BANKS[accountId];
  if (demo === undefined) return null;
  return bankAccount(BANKS.find((b) => b.code === demo[0]) ?? BANKS[0], demo[1], name);
}

/** The demo accounts' partner_master phone and address (the admin has one too: its own profile). */
const DEMO_PARTNERS = {
  admin: ['081210002001', 'Jl. Jenderal Sudirman Kav. 52, Senayan, Kota Jakarta Selatan'],
  partner: ['081234567890', 'Jl. Asia Afrika No. 8, Braga, Kota Bandung'],
  adminPartner: ['081355501234', 'Jl. Raya Darmo No. 21, Darmo, Kota Surabaya'],
} as const;

function demoPartners(accounts: readonly Account[]): PartnerRow[] {
  return (['admin', 'partner', 'adminPartner'] as const).map((role) => {
    const [phone, address] = DEMO_PARTNERS[role];
    const account = accounts.find((a) => a.id === DEMO_ACCOUNT_ID[role]);
    if (account === undefined) throw new Error(`The auth seed has no ${role} account`);
    return {
      id: DEMO_PARTNER_ID[role],
      account_id: account.id,
      phone,
      address,
      bank: demoBank(account.id, account.name),
      recruiter_id: null,
      created_at: account.created_at,
      updated_at: account.created_at,
    };
  });
}

/** Partner accounts (appended to `accounts`, so each can sign in) and their partner rows. */
export function seedPartners({ rng, files }: SeedContext, accounts: Account[]): PartnerRow[] {
  const partners = demoPartners(accounts);
  for (let i = 0; i < GENERATED_PARTNERS; i++) {
    const id = partners.length + 1;
    const accountId = nextId(accounts);
    const name = personName(rng);
    const ageDays = rng.int(14, 420);
    const created = jakartaIso(daysBefore(ageDays, rng.int(8 * 60, 20 * 60)));
    const updated = rng.bool(0.4)
      ? jakartaIso(daysBefore(rng.int(0, ageDays), rng.int(8 * 60, 20 * 60)))
      : created;
    const active = rng.bool(0.85);
    accounts.push({
      id: accountId,
      email: emailFor(name, accountId),
      password: DEMO_PASSWORD,
      role: i % 15 === 10 ? 'A,P' : 'P',
      name,
      photo: seedAvatar(files, 'profile', name, accountId),
      active,
      created_at: created,
    });
    const place = address(rng);
    let recruiter: number | null = null;
    if (i < 3) recruiter = DEMO_PARTNER_ID.partner;
    else if (i < 5) recruiter = DEMO_PARTNER_ID.adminPartner;
    else if (rng.bool(0.3)) recruiter = rng.int(DEMO_PARTNER_ID.adminPartner + 1, id - 1);
    partners.push({
      id,
      account_id: accountId,
      phone: phoneNumber(rng),
      address: rng.bool(0.9) ? place : null,
      bank: rng.bool(0.7)
        ? bankAccount(rng.pick(BANKS), rng.digits(rng.pick([10, 10, 12, 13])), name)
        : null,
      recruiter_id: recruiter,
      created_at: created,
      updated_at: updated,
    });
  }
  return partners;
}

const DEMO_CODES: readonly { partner: number; code: string; active: boolean; age: number }[] = [
  { partner: DEMO_PARTNER_ID.partner, code: 'BUDI2026', active: true, age: 330 },
  { partner: DEMO_PARTNER_ID.partner, code: 'BANDUNGHEMAT', active: false, age: 250 },
  { partner: DEMO_PARTNER_ID.partner, code: 'BUDIJUARA', active: true, age: 200 },
  { partner: DEMO_PARTNER_ID.partner, code: 'KERJABARENG', active: true, age: 120 },
  { partner: DEMO_PARTNER_ID.partner, code: 'AKHIRTAHUN', active: true, age: 40 },
  { partner: DEMO_PARTNER_ID.adminPartner, code: 'ANDIWIJAYA', active: true, age: 300 },
  { partner: DEMO_PARTNER_ID.adminPartner, code: 'SURABAYAKREATIF', active: true, age: 150 },
  { partner: DEMO_PARTNER_ID.adminPartner, code: 'ANDIPROMO', active: false, age: 60 },
];

/** A code from the partner's first name and digits, e.g. DEWI0412; unique among `taken`. */
function codeFor(rng: Random, name: string, taken: Set<string>): string {
  const stem = (name.split(' ')[0] ?? 'MITRA')
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 12);
  let code = `${stem.padEnd(4, 'X')}${rng.digits(rng.int(2, 4))}`;
  while (taken.has(code)) code = `${stem.padEnd(4, 'X')}${rng.digits(4)}`;
  taken.add(code);
  return code;
}

/** Referral codes: five for the demo partner, three for the admin-partner, 0-2 for others. */
export function seedReferralCodes(
  rng: Random,
  partners: readonly PartnerRow[],
  accounts: readonly Account[],
): ReferralRow[] {
  const taken = new Set(DEMO_CODES.map((c) => c.code));
  const codes: ReferralRow[] = [];
  const add = (partnerId: number, code: string, active: boolean, ageDays: number) => {
    codes.push({
      id: codes.length + 1,
      partner_id: partnerId,
      partner_code: code,
      rowstatus: active ? 1 : 0,
      created_at: jakartaIso(daysBefore(ageDays, rng.int(8 * 60, 21 * 60))),
    });
  };
  for (const demo of DEMO_CODES) add(demo.partner, demo.code, demo.active, demo.age);
  for (const partner of partners) {
    if (partner.id <= DEMO_PARTNER_ID.adminPartner) continue;
    const name = accounts.find((a) => a.id === partner.account_id)?.name ?? 'Mitra';
    const partnerAge = daysAgo(partner.created_at);
    const count = rng.pick([0, 1, 1, 1, 2, 2]);
    for (let c = 0; c < count; c++) {
      add(partner.id, codeFor(rng, name, taken), rng.bool(0.85), rng.int(1, partnerAge));
    }
  }
  return codes;
}
