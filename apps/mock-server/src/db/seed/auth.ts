import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@backoffice/contract';
import type { Role } from '@backoffice/sdk';
import { daysBefore, jakartaIso } from '../time';
import { type SeedContext, seedAvatar } from './context';

/** A sign-in account. Internal to the mock (it holds the password); areas link records to `id`. */
export interface Account {
  id: number;
  email: string;
  password: string;
  role: Role;
  name: string;
  /** File name under /uploads. */
  photo: string;
  /** An inactive account may not sign in (403). */
  active: boolean;
  created_at: string;
}

/** Partners of the admin list: accounts that hold the partner role (`P` or `A,P`). */
export function isListedPartner(account: Account): boolean {
  // Asked for every partner of a list: a comparison, not a split array per row.
  return account.role === 'P' || account.role === 'A,P';
}

export const DEMO_ACCOUNT_ID = { admin: 1, partner: 2, merchant: 3, adminPartner: 4 } as const;

export function seedAuth({ rng, files }: SeedContext) {
  const accounts: Account[] = DEMO_ACCOUNTS.map((demo) => ({
    ...demo,
    password: DEMO_PASSWORD,
    photo: seedAvatar(files, 'profile', demo.name, demo.id),
    active: true,
    created_at: jakartaIso(daysBefore(rng.int(200, 400))),
  }));
  /** Bearer token -> account id. Sessions live until the store is reset. */
  const sessions: Record<string, number> = {};
  return { accounts, sessions };
}
