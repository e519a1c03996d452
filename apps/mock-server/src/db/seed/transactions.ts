import type { AdminTransaction, ProjectDetail } from '@backoffice/sdk';
import type { Random } from '../random';
import { daysBefore, jakartaIso } from '../time';
import type { SeedContext } from './context';
import type { UserRecord } from './users';

const TRANSACTION_COUNT = 72;
const FIRST_TRANSACTION_ID = 5001;
/** The platform keeps 10% of the client share; the freelancer gets the rest. */
const PLATFORM_CUT = 0.1;

/** Jobs (fixed-price services) freelancers sell, with their unit price range in Rupiah. */
const JOBS = [
  { name: 'Desain Logo', min: 350_000, max: 1_500_000 },
  { name: 'Desain Feed Instagram (10 post)', min: 250_000, max: 900_000 },
  { name: 'Penulisan Artikel SEO 1.000 Kata', min: 100_000, max: 350_000 },
  { name: 'Edit Video YouTube', min: 200_000, max: 1_200_000 },
  { name: 'Terjemahan Dokumen per Halaman', min: 50_000, max: 150_000 },
  { name: 'Voice Over Iklan 30 Detik', min: 300_000, max: 1_000_000 },
  { name: 'Perbaikan Bug WordPress', min: 250_000, max: 2_000_000 },
  { name: 'Desain Kartu Nama', min: 75_000, max: 300_000 },
  { name: 'Foto Produk (10 foto)', min: 400_000, max: 1_800_000 },
] as const;

const STATUSES = [
  'completed',
  'completed',
  'completed',
  'paid',
  'paid',
  'pending',
  'cancelled',
  'refunded',
] as const satisfies readonly AdminTransaction['status'][];

/** `INV/20261005/0001`: the day in Asia/Jakarta and a serial (`TIX` for a creator's sale). */
export function invoiceCode(createdAt: string, serial: number, prefix = 'INV'): string {
  return `${prefix}/${createdAt.slice(0, 10).replaceAll('-', '')}/${String(serial).padStart(4, '0')}`;
}

/** Client share of a transaction: the unit price times the quantity. */
export function clientShare(transaction: AdminTransaction): number {
  return transaction.commision * transaction.quantity;
}

/**
 * A transaction created at `created_at`: for a project that hired a freelancer (`project`), else
 * for a job between the client and freelancer `party` names. Also the `large` scenario's.
 */
export function drawTransaction(
  rng: Random,
  id: number,
  created_at: string,
  project: ProjectDetail | null,
  party: (role: 'client' | 'freelancer') => string,
): AdminTransaction {
  const job = project === null ? rng.pick(JOBS) : null;
  const commision = job === null ? (project?.budget ?? 0) : rng.rupiah(job.min, job.max, 25_000);
  const quantity = job === null ? 1 : rng.int(1, 4);
  return {
    id,
    invoice: invoiceCode(created_at, id - FIRST_TRANSACTION_ID + 1),
    job_name: job?.name ?? null,
    project_name: project?.project_name ?? null,
    client_name: project?.client_name ?? party('client'),
    freelancer_name: project?.freelancer_name ?? party('freelancer'),
    commision,
    quantity,
    finalpriceaftercutoff: Math.round(commision * quantity * (1 - PLATFORM_CUT)),
    status: rng.pick(STATUSES),
    created_at,
  };
}

/**
 * Transactions over the last 240 days, newest with the highest id. About one third pays for a
 * project that hired a freelancer (then `project_name`, quantity 1), the rest for jobs.
 */
export function seedTransactions(
  { rng }: SeedContext,
  users: readonly UserRecord[],
  projects: readonly ProjectDetail[],
): { adminTransactions: AdminTransaction[] } {
  const parties = {
    client: users.filter((u) => u.role === 'client'),
    freelancer: users.filter((u) => u.role === 'freelancer'),
  };
  const hired = projects.filter((p) => p.freelancer_name !== null);
  const ages = rng.intsHighestFirst(TRANSACTION_COUNT, 1, 240);
  const party = (role: keyof typeof parties) => rng.pick(parties[role]).name;
  const adminTransactions = ages.map((age, index) => {
    const created_at = jakartaIso(daysBefore(age, rng.int(6 * 60, 23 * 60)));
    const project = hired.length > 0 && rng.bool(0.33) ? rng.pick(hired) : null;
    return drawTransaction(rng, FIRST_TRANSACTION_ID + index, created_at, project, party);
  });
  return { adminTransactions };
}
