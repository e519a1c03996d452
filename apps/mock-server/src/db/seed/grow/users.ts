import { avatarSvg } from '../../avatar';
import { type FileTable, putSvg } from '../../files';
import { drawUser, type UserRecord } from '../users';
import { growRows, growthRandom } from './rows';

/**
 * Adds marketplace users until the admin's user list holds `total` rows, each made from the
 * seed number and its position (see `growthRandom`). They signed up before every seeded user
 * (541 to 2,000 days ago), so the list's first pages stay as the seed has them; they share one
 * avatar. Answers how many the list holds.
 */
export function growUsers(
  tables: { readonly users: UserRecord[]; readonly files: FileTable },
  total: number,
  seed: number,
): number {
  const listed = tables.users.length;
  if (listed >= total) return listed;
  const photo = putSvg(tables.files, 'users/grown-user.svg', avatarSvg('User'));
  return growRows(
    tables.users,
    listed,
    total,
    (n) => growthRandom('user', seed, n),
    (rng, id) => drawUser(rng, id, rng.int(541, 2000), () => photo),
  );
}
