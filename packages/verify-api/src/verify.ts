import type { Contract } from '@backoffice/contract';
import type { Credentials } from '@backoffice/sdk';
import { Caller } from './caller';
import { type Account, callOperation, type RunContext } from './context';
import { IdBook } from './ids';
import { Ledger } from './ledger';
import { verifyReads } from './reads';
import { runJourney } from './writes/journey';
import { journeys } from './writes/journeys';

export interface VerifyOptions {
  readonly baseUrl: string;
  readonly credentials: readonly Credentials[];
  /** Also run the create → read → update → delete journeys (a staging server, never production). */
  readonly writes: boolean;
  /** At most this many requests start per second. */
  readonly ratePerSecond: number;
  /** Reads in flight at once (each task's own calls stay in order). */
  readonly concurrency: number;
  /** A call that takes longer is abandoned and reported. */
  readonly timeoutMs: number;
  /** A call slower than this is reported (not failed). */
  readonly budgetMs: number;
  readonly contract: Contract;
}

/**
 * Signs each account in through the contract's login (whose answer is checked like any other)
 * and keeps the role the server answered: that role, not the one expected, decides which
 * operations it may call. An account that cannot sign in is a violation, and its role is left out.
 */
export async function signIn(
  context: Omit<RunContext, 'accounts'>,
  credentials: readonly Credentials[],
): Promise<Account[]> {
  const login = context.contract.operations.find((op) => op.operationId === 'login');
  if (login === undefined) throw new Error('the contract has no login operation');
  const accounts: Account[] = [];
  for (const { email, password } of credentials) {
    const answer = await callOperation(
      { ...context, accounts: [] },
      { operation: login, account: null, json: { email, password } },
    );
    // Any JSON: `?.` reads nothing from null, a number or a text.
    const data = (answer.body as { data?: { token?: unknown; role?: unknown } } | undefined)?.data;
    const { token, role } = data ?? {};
    if (answer.status === 200 && typeof token === 'string' && typeof role === 'string') {
      accounts.push({ token, role });
    } else {
      context.ledger.skip('login', `${email} could not sign in (${answer.status})`);
    }
  }
  return accounts;
}

/** Signs in every account, runs the read-only pass, then (with `writes`) the journeys. */
export async function verifyApi(options: VerifyOptions) {
  const started = performance.now();
  const base = {
    contract: options.contract,
    caller: new Caller(options.baseUrl, options),
    ledger: new Ledger(),
    ids: new IdBook(options.contract.operations),
  };
  const context: RunContext = { ...base, accounts: await signIn(base, options.credentials) };
  await verifyReads(context, options.concurrency);
  // `--writes`: every journey, one after the other, each leaving the server as it found it.
  if (options.writes) for (const journey of journeys) await runJourney(context, journey);
  return {
    ledger: context.ledger,
    summary: {
      baseUrl: options.baseUrl,
      seconds: (performance.now() - started) / 1000,
      budgetMs: options.budgetMs,
      writes: options.writes,
    },
  };
}
