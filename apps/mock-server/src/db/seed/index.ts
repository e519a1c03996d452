import type { FileTable } from '../files';
import { seedAuth } from './auth';
import { seedContext } from './context';

/**
 * Builds the whole data set from the fixed seed. Each area adds one line: its seed gets its own
 * random stream (by area name) and may read the tables of areas seeded before it.
 */
export function seedAll() {
  const files: FileTable = {};
  const auth = seedAuth(seedContext('auth', files));
  return { files, ...auth };
}

export type Db = ReturnType<typeof seedAll>;
