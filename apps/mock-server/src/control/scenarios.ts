import type { Operation } from '@backoffice/contract';
import { isWrite, pagedRowsKey } from '@backoffice/contract';
import type { Db } from '../db/seed';
import { growLarge, LARGE_ROWS } from '../db/seed/grow/large';
import type { Effect } from './rule';

/** A state of the mock: a rule over a kind of operation, after the scope's own rules. */
export interface Scenario {
  readonly description: string;
  /** Whether a seed number picks its calls (`flaky`) or its rows (`large`). */
  readonly seeded: boolean;
  /** The data it adds when switched to (and after a reset back to it); a reset removes it. */
  readonly data?: (tables: Db, seed: number) => void;
  /** What it does to a call, if anything; `draw` is the same for the n-th call of an operation. */
  readonly effect: ((operation: Operation, draw: () => number) => Effect | null) | null;
}

/** The round trip of Chrome DevTools' "Slow 3G" preset. */
export const SLOW_MS = 2000;

/** The share of reads `flaky` fails. */
const FLAKY_SHARE = 0.25;

/** Without it nobody could sign in to look at a read-only screen. */
const SIGN_IN = 'login';

const UNAVAILABLE: Effect = { kind: 'status', status: 503 };

export const SCENARIOS = {
  default: {
    description: 'The seed data; every call answered as the handlers answer it.',
    seeded: false,
    effect: null,
  },
  empty: {
    description: 'Every paged list answers no rows (what is stored is kept and shows again after).',
    seeded: false,
    effect: (operation) => (pagedRowsKey(operation) === null ? null : { kind: 'empty' }),
  },
  slow: {
    description: `Every call takes ${SLOW_MS} ms more, the round trip of a slow mobile network.`,
    seeded: false,
    effect: () => ({ kind: 'delay', ms: SLOW_MS }),
  },
  flaky: {
    description: `A quarter of the reads answer 503, picked from the seed number.`,
    seeded: true,
    effect: (operation, draw) => (!isWrite(operation) && draw() < FLAKY_SHARE ? UNAVAILABLE : null),
  },
  large: {
    description: `Partners, users, transactions and the demo partner's members and transactions hold ${LARGE_ROWS.toLocaleString('en')} rows each, made from the seed number.`,
    seeded: true,
    effect: null,
    data: (tables, seed) => growLarge(tables, seed),
  },
  'read-only': {
    description: 'Every write answers 503; reads and sign-in work.',
    seeded: false,
    effect: (operation) =>
      isWrite(operation) && operation.operationId !== SIGN_IN ? UNAVAILABLE : null,
  },
} as const satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof SCENARIOS;

export const SCENARIO_NAMES = Object.keys(SCENARIOS) as ScenarioName[];

export function isScenarioName(name: unknown): name is ScenarioName {
  return typeof name === 'string' && Object.hasOwn(SCENARIOS, name);
}

/** The scenario of a scope: its name and, for a seeded one, its seed. */
export interface ScenarioChoice {
  readonly name: ScenarioName;
  readonly seed?: number;
}

/** What `GET` and `PUT /__mock/scenario` answer: the scope's scenario and every one there is. */
export interface ScenarioState extends ScenarioChoice {
  readonly scenarios: readonly {
    readonly name: ScenarioName;
    readonly description: string;
    /** Whether it takes a `seed` (PUT /__mock/scenario `{ "name": "large", "seed": 7 }`). */
    readonly seeded: boolean;
  }[];
}

export const DEFAULT_SCENARIO: ScenarioChoice = { name: 'default' };

/** The seed of a seeded scenario given none. */
export const DEFAULT_SEED = 1;
