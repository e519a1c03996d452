import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { restoreStore, snapshotStore } from './store';

export interface Persistence {
  /** Writes the store soon (debounced), if it changed since the last write. */
  schedule(): void;
  /** Writes now, if it changed. */
  flush(): void;
}

/**
 * Keeps the store in a JSON file across restarts (MOCK_PERSIST). Loads the file if it exists;
 * afterwards writes at most once per `debounceMs`, and only when the data changed, so reads cost
 * nothing but a debounced comparison.
 */
export function persistStore(file: string, debounceMs = 250): Persistence {
  if (existsSync(file)) {
    try {
      restoreStore(readFileSync(file, 'utf8'));
    } catch (error) {
      console.warn(`MOCK_PERSIST: ignoring ${file}, starting from the seed:`, error);
    }
  }
  let written = snapshotStore();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    const text = snapshotStore();
    if (text === written) return;
    // Write then rename, so a crash mid-write never leaves a truncated file behind.
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
    written = text;
  };
  return {
    schedule() {
      if (timer !== null) return;
      timer = setTimeout(flush, debounceMs);
      timer.unref?.();
    },
    flush,
  };
}
