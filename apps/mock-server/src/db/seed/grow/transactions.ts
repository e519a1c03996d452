import type { AdminTransaction } from '@backoffice/sdk';
import { personName } from '../../fake';
import { daysBefore, jakartaIso } from '../../time';
import { FIRST_TRANSACTION_ID, invoiceCode, JOBS, PLATFORM_CUT, STATUSES } from '../transactions';
import { growRows, growthRandom } from './rows';

/**
 * Adds job transactions until the admin's transaction list holds `total` rows, each made from
 * the seed number and its position (see `growthRandom`). They are older than every seeded one
 * (241 to 1,500 days ago), so the list's first pages and the dashboard's recent days stay as
 * the seed has them. Answers how many the list holds.
 */
export function growAdminTransactions(
  tables: { readonly adminTransactions: AdminTransaction[] },
  total: number,
  seed: number,
): number {
  const table = tables.adminTransactions;
  const stream = (n: number) => growthRandom('transaction', seed, n);
  return growRows(table, table.length, total, stream, (rng, id) => {
    const created_at = jakartaIso(daysBefore(rng.int(241, 1500), rng.int(6 * 60, 23 * 60)));
    const job = rng.pick(JOBS);
    const commision = rng.rupiah(job.min, job.max, 25_000);
    const quantity = rng.int(1, 4);
    return {
      id,
      invoice: invoiceCode(created_at, id - FIRST_TRANSACTION_ID + 1),
      job_name: job.name,
      project_name: null,
      client_name: personName(rng),
      freelancer_name: personName(rng),
      commision,
      quantity,
      finalpriceaftercutoff: Math.round(commision * quantity * (1 - PLATFORM_CUT)),
      status: rng.pick(STATUSES),
      created_at,
    };
  });
}
