/**
 * Who follows a module's own state (a `useSyncExternalStore` of the session, the toasts, the list
 * preferences…): `subscribe` is the store's, `notify` tells them all after each change.
 */
export function listeners() {
  const all = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      all.add(listener);
      return () => all.delete(listener);
    },
    notify(): void {
      for (const listener of all) listener();
    },
  };
}
