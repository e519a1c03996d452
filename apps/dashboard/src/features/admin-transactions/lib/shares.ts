import type { AdminTransaction } from '@backoffice/sdk';

/**
 * What the client paid (docs/product.md#entities-and-display): the price per unit (`commision`,
 * the contract's spelling) times the quantity. The freelancer's share is
 * `finalpriceaftercutoff` as it comes.
 */
export function clientShare(transaction: AdminTransaction): number {
  return transaction.commision * transaction.quantity;
}

/** What was bought: the job's title, or the project's when it was a project. */
export function transactionTitle(transaction: AdminTransaction): string {
  return transaction.job_name ?? transaction.project_name ?? '';
}
