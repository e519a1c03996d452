import { use } from 'react';

type DialogSurfaces = typeof import('./dialog-surfaces');

let loading: Promise<DialogSurfaces> | undefined;
let loaded: DialogSurfaces | undefined;

/**
 * The dialog library (Radix Dialog) with our boxes around it: loaded with the first dialog that
 * opens, not with the page (ADR 0103). One promise for every dialog; a failed load is forgotten,
 * so the next dialog tries again.
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
 * Fetches the dialogs' code ahead, once the page has shown what it came for: the first dialog
 * then opens at once, and still opens if the connection drops. Settles when the code is there or
 * could not be fetched (the first dialog then tries again); never rejects.
 */
export function preloadDialogs(): Promise<void> {
  return loadDialogSurfaces().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The loaded dialog boxes. Until they have loaded this suspends, and the open dialog's own
 * Suspense shows nothing meanwhile; once loaded, a dialog renders at once.
 */
export function useDialogSurfaces(): DialogSurfaces {
  return loaded ?? use(loadDialogSurfaces());
}
