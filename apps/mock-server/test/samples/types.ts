import type { Role } from '@backoffice/sdk';
import type { Db } from '../../src/db/seed';

/** How the contract and role-matrix tests call one operation. Every field is optional. */
export interface Sample {
  /** The account to call as (contract test); default the first allowed of A, P, M. */
  readonly as?: Role;
  /** Path parameters; default each schema's example, or 1. */
  readonly path?: Readonly<Record<string, string | number>>;
  /** Query parameters; default the required ones from their schemas. */
  readonly query?: Readonly<Record<string, string | number | boolean>>;
  /** The body (an object; File values for multipart file fields); default the contract example. */
  readonly body?: Readonly<Record<string, unknown>>;
  /** The status expected; default the operation's first 2xx. */
  readonly status?: number;
}

/**
 * Builds a sample from the seeded data, for the role the test calls as (null: no token). Use it
 * to pick ids that exist and belong to that caller, e.g. `(db) => ({ path: { id: db.partners[0].id } })`.
 */
export type SampleFn = (db: Db, role: Role | null) => Sample;

/** Samples of one area, keyed by operationId. */
export type SampleMap = Readonly<Record<string, SampleFn>>;
