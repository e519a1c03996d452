import { use } from 'react';

type DialogSurfaces = typeof import('./dialog-surfaces');

let loading: Promise<DialogSurfaces> | undefined;
let loaded: DialogSurfaces | undefined;

/**
 * Radix Dialog with our boxes around it, loaded with the first dialog that opens (ADR 0103). A
 * failed load is forgotten, so the next dialog tries again.
 */
function loadDialogSurfaces(): Promise<DialogSurfaces> {
  loading ??= import('./dialog-surfaces').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Fetches the dialogs' code ahead, once the page has shown what it came for, so the first dialog
 * opens at once, even offline. Never rejects.
 */
export function preloadDialogs(): Promise<void> {
  return loadDialogSurfaces().then(
    () => undefined,
    () => undefined,
  );
}

/** The loaded dialog boxes; suspends until they have loaded. */
export function useDialogSurfaces(): DialogSurfaces {
  return loaded ?? use(loadDialogSurfaces());
}
