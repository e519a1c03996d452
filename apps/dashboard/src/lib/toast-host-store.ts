import { useSyncExternalStore } from 'react';
import { listeners } from './listeners';

let wanted = false;
const changes = listeners();

/**
 * Asks for the toast region. It mounts with the first toast, on any page, signed in or not, and
 * then stays: a page that never says anything never downloads the toaster.
 */
export function requestToastHost(): void {
  if (wanted) return;
  wanted = true;
  changes.notify();
}

export function useToastHostWanted(): boolean {
  return useSyncExternalStore(
    changes.subscribe,
    () => wanted,
    () => false,
  );
}
