import { pagedOperations } from '@backoffice/sdk';
import type { Operation } from './operations';

/**
 * A call that changes data: every method but GET, and the GETs the contract marks
 * `x-changes-state` (the mock's `test/operation-kinds.test.ts` calls every GET to check them).
 */
export function isWrite(operation: Operation): boolean {
  return operation.method !== 'GET' || operation.changesState;
}

/** The key a paged list answers its rows under (`data`, the surveys' `survey`), or null. */
export function pagedRowsKey(operation: Operation): string | null {
  const paged: Readonly<Record<string, { readonly rows: string }>> = pagedOperations;
  return paged[operation.operationId]?.rows ?? null;
}

/**
 * Whether an account of `role` (`A`, `P`, `M`, or two as `A,P`) may call the operation: a public
 * one anyone; else one of its base roles is in `x-roles` (none listed: any signed-in account).
 */
export function roleMayCall(operation: Operation, role: string): boolean {
  if (operation.public || operation.roles.length === 0) return true;
  return role.split(',').some((base) => operation.roles.includes(base));
}
