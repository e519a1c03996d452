import { DEMO_PASSWORD } from '@backoffice/contract';
import { emailFor, personName, phoneNumber } from '../../fake';
import { avatarSvg, putSvg } from '../../files';
import { Random } from '../../random';
import { daysBefore, jakartaIso } from '../../time';
import type { Db } from '..';
import { isListedPartner } from '../auth';
import { growRows, maxId } from '../grow/rows';

/** The most partners a store may be grown to: a runaway client cannot fill the memory. */
export const MAX_GROWN_PARTNERS = 50_000;

/** The seed number of the rows `POST /__mock/grow` adds. */
export const DEFAULT_GROWTH_SEED = 1;

/**
 * Adds partner accounts until the admin partner list holds `total` rows (a large list to
 * export or page through; apps/mock-server/README.md, "A large list"). The n-th partner of the
 * list is the same on every run: its data comes from a random stream of its own, named by n
 * and the seed number (the `large` scenario's; `DEFAULT_GROWTH_SEED` otherwise).
 * They are older than every seeded partner, so the list's first pages do not change. They
 * share one avatar and have no referral code. Answers how many the list holds.
 */
export function growPartners(tables: Db, total: number, seed = DEFAULT_GROWTH_SEED): number {
  const wanted = Math.min(total, MAX_GROWN_PARTNERS);
  const listed = tables.accounts.filter(isListedPartner).length;
  if (listed >= wanted) return listed;
  const photo = putSvg(tables.files, 'profile/grown-partner.svg', avatarSvg('Mitra'));
  // Ids counted once, not per row: a scan per row would cost seconds at 10,000 rows.
  let accountId = maxId(tables.accounts);
  // The default seed's streams keep the name they had before there were seeds: same rows.
  const stream = (n: number) =>
    Random.forArea(
      seed === DEFAULT_GROWTH_SEED ? `partner-growth:${n}` : `partner-growth:${seed}:${n}`,
    );
  return growRows(tables.partners, listed, wanted, stream, (rng, id) => {
    accountId += 1;
    const name = personName(rng);
    const created = jakartaIso(daysBefore(rng.int(421, 2000), rng.int(8 * 60, 20 * 60)));
    tables.accounts.push({
      id: accountId,
      email: emailFor(name, accountId, 'mitra.example.co.id'),
      password: DEMO_PASSWORD,
      role: 'P',
      name,
      photo,
      active: rng.bool(0.85),
      created_at: created,
    });
    return {
      id,
      account_id: accountId,
      phone: phoneNumber(rng),
      address: null,
      bank: null,
      recruiter_id: null,
      created_at: created,
      updated_at: created,
    };
  });
}
