import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { PersistMedium } from './persist';

/** A JSON file (MOCK_PERSIST), written then renamed so a crash never leaves half a file. */
export function fileMedium(file: string): PersistMedium {
  return {
    name: file,
    read: () => (existsSync(file) ? readFileSync(file, 'utf8') : null),
    write: (text) => {
      writeFileSync(`${file}.tmp`, text);
      renameSync(`${file}.tmp`, file);
    },
  };
}
