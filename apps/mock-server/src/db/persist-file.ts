import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { PersistMedium } from './persist';

/**
 * A JSON file (`pnpm mock --persist`), written beside it then renamed over it: a rename is
 * atomic, so a process killed mid-write leaves the previous file whole. One that cannot be
 * loaded stops the mock.
 */
export function fileMedium(file: string): PersistMedium {
  return {
    name: file,
    strict: true,
    read: () => (existsSync(file) ? readFileSync(file, 'utf8') : null),
    write: (text) => {
      writeFileSync(`${file}.tmp`, text);
      renameSync(`${file}.tmp`, file);
    },
  };
}
