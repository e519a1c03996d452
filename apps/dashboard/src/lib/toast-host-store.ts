import { useSyncExternalStore } from 'react';

let wanted = false;
const listeners = new Set<() => void>();

/**
 * Asks for the toast region. It mounts with the first toast, on any page, signed in or not, and
 * then stays: a page that never says anything never downloads the toaster.
 */
export function requestToastHost(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToastHostWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
