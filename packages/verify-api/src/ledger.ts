import type { Problem } from '@backoffice/contract';

/**
 * What a run found: every call with its time, every check counted, every violation with the
 * operation, the role, the place in the body and the contract's rule it breaks.
 */
export interface Violation extends Problem {
  readonly operationId: string;
  /** The role the call was made as (`A`, `P`, `M`, `A,P`), or `none` without a token. */
  readonly role: string;
  /** `GET /v1/partner_master/getall?page=2`. */
  readonly request: string;
}

export class Ledger {
  /** Every call made: its operation, its role and how long it took. */
  readonly calls: { operationId: string; role: string; ms: number }[] = [];
  readonly violations: Violation[] = [];
  /** Checks run per operation (a status, a body, a role, a page's meta, a journey step). */
  readonly checks = new Map<string, number>();
  /** Operations or journeys not checked, with the reason (no id found, no account for a role). */
  readonly skipped: { readonly operationId: string; readonly reason: string }[] = [];
  /** Write journeys run: the resource and its operations. */
  readonly journeys: { readonly resource: string; readonly operations: readonly string[] }[] = [];

  /** Counts `count` checks of an operation and keeps the problems they found. */
  checked(call: Omit<Violation, keyof Problem>, count: number, problems: readonly Problem[]) {
    this.checks.set(call.operationId, (this.checks.get(call.operationId) ?? 0) + count);
    for (const problem of problems) this.violations.push({ ...call, ...problem });
  }

  skip(operationId: string, reason: string): void {
    if (!this.skipped.some((s) => s.operationId === operationId && s.reason === reason)) {
      this.skipped.push({ operationId, reason });
    }
  }
}
