import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@backoffice/contract';
import type { Credentials } from '@backoffice/sdk';

export const USAGE = `usage: pnpm verify:api [--base-url <url>] [--writes] [--rate <requests/s>]
                       [--concurrency <n>] [--timeout-ms <ms>] [--budget-ms <ms>] [--junit <file>]
Accounts: VERIFY_API_ADMIN, VERIFY_API_PARTNER, VERIFY_API_MERCHANT, VERIFY_API_ADMIN_PARTNER,
each "email:password"; none set: the mock's demo accounts.`;

/** The environment variables of the accounts: admin, partner, merchant, admin and partner. */
const ACCOUNT_VARIABLES = ['ADMIN', 'PARTNER', 'MERCHANT', 'ADMIN_PARTNER'].map(
  (account) => `VERIFY_API_${account}`,
);

function positive(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

/** The accounts the environment names, or the mock's demo accounts when it names none. */
export function credentialsFrom(env: NodeJS.ProcessEnv): Credentials[] {
  const given = ACCOUNT_VARIABLES.flatMap((name) => {
    const text = env[name];
    if (text === undefined || text === '') return [];
    const colon = text.indexOf(':');
    if (colon <= 0) throw new Error(`${name} must be "email:password"`);
    return [{ email: text.slice(0, colon), password: text.slice(colon + 1) }];
  });
  if (given.length > 0) return given;
  return DEMO_ACCOUNTS.map((account) => ({ email: account.email, password: DEMO_PASSWORD }));
}

export function readOptions(args: readonly string[], env: NodeJS.ProcessEnv) {
  const { values } = parseArgs({
    args: [...args],
    options: {
      'base-url': { type: 'string' },
      writes: { type: 'boolean', default: false },
      rate: { type: 'string' },
      concurrency: { type: 'string' },
      'timeout-ms': { type: 'string' },
      'budget-ms': { type: 'string' },
      junit: { type: 'string' },
    },
  });
  // null: start the mock on a free port.
  const baseUrl = values['base-url'] ?? null;
  return {
    baseUrl,
    writes: values.writes ?? false,
    // A real server gets 10 requests a second at most; the mock started here, as fast as it goes.
    ratePerSecond: positive('rate', values.rate, baseUrl === null ? 1000 : 10),
    // One call at a time to a real server; the mock started here serves four at once.
    concurrency: Math.floor(positive('concurrency', values.concurrency, baseUrl === null ? 4 : 1)),
    timeoutMs: positive('timeout-ms', values['timeout-ms'], 10_000),
    budgetMs: positive('budget-ms', values['budget-ms'], 1000),
    junit: values.junit ?? 'test-results/verify-api.xml',
    credentials: credentialsFrom(env),
  };
}
