import { restoreStore, snapshotStore } from './store';

export interface Persistence {
  /** Writes the store now, if it changed since the last write. */
  flush(): void;
}

/** Where a snapshot of the store is kept: a file (Node) or the page's storage (browser). */
export interface PersistMedium {
  /** A short name for warnings. */
  readonly name: string;
  /** An unreadable snapshot stops the mock (a file a developer named) rather than being ignored. */
  readonly strict?: boolean;
  /** The saved snapshot, or null when there is none. */
  read(): string | null;
  /** Saves a snapshot; may throw (a full disk, a storage quota). */
  write(text: string): void;
}

/** What is kept: the store's data, or the browser build's rules and scenario (`savedControls`). */
export interface Snapshots {
  take(): string;
  /** Throws on a snapshot it cannot load. */
  load(snapshot: string): void;
}

const storeData: Snapshots = { take: snapshotStore, load: restoreStore };

/** A strict medium's snapshot that cannot be loaded; the message says what to do. */
export class UnreadableSnapshot extends Error {}

/**
 * Keeps the store (or `kept`) in `medium` across restarts (`pnpm mock --persist`) or reloads (the
 * browser build): both flush after every call that may have written, before its answer leaves
 * (ADR 0228). A failed write is reported once and the mock goes on in memory.
 */
export function persistStore(medium: PersistMedium, kept = storeData): Persistence {
  try {
    const saved = medium.read();
    if (saved !== null) kept.load(saved);
  } catch (error) {
    if (medium.strict) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new UnreadableSnapshot(
        `cannot load ${medium.name}: ${reason}. The file is left as it is: repair it, or move it away to start from the seed.`,
      );
    }
    console.warn(`Mock persistence: ignoring ${medium.name}, starting from the seed:`, error);
  }
  let written = kept.take();
  let warned = false;
  return {
    flush() {
      const text = kept.take();
      if (text === written) return;
      try {
        medium.write(text);
        written = text;
      } catch (error) {
        if (!warned) console.warn(`Mock persistence: could not write ${medium.name}:`, error);
        warned = true;
      }
    },
  };
}
