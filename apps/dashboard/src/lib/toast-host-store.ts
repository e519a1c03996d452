import { useSyncExternalStore } from 'react';

let wanted = false;
const listeners = new Set<() => void>();

/**
 * Asks for the toast region. It mounts on the first toast (or when a session starts, since
 * signed-in screens raise toasts through @backoffice/ui directly) and then stays: /login does
 * not download sonner until it has something to say.
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
