import { avatarSvg } from '../../avatar';
import { type FileTable, putSvg } from '../../files';
import { drawUser, type UserRecord } from '../users';
import { growthRandom, maxId } from './rows';

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
  let listed = tables.users.length;
  if (listed >= total) return listed;
  const photo = putSvg(tables.files, 'users/grown-user.svg', avatarSvg('User'));
  let id = maxId(tables.users);
  while (listed < total) {
    listed += 1;
    id += 1;
    const rng = growthRandom('user', seed, listed);
    tables.users.push(drawUser(rng, id, rng.int(541, 2000), () => photo));
  }
  return listed;
}
