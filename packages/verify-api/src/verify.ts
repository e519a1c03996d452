import type { Contract } from '@backoffice/contract';
import type { Credentials } from '@backoffice/sdk';
import { Caller } from './caller';
import type { RunContext } from './context';
import { IdBook } from './ids';
import { Ledger } from './ledger';
import { verifyReads } from './reads';
import { signIn } from './sign-in';
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
