import { useSyncExternalStore } from 'react';
import { listeners } from './listeners';

type ToastModule = typeof import('./toast-host');

type NotifyOptions = {
  /** Collapses repeats of one message (a burst of failing calls, a double click) into one toast. */
  id?: string;
};

let loading: Promise<ToastModule> | undefined;
let hostWanted = false;
const hostChanges = listeners();

/**
 * Whether the toast region is wanted: it mounts with the first toast, on any page, signed in or
 * not, and then stays; a page that never says anything never downloads the toaster.
 */
export function useToastHostWanted(): boolean {
  return useSyncExternalStore(
    hostChanges.subscribe,
    () => hostWanted,
    () => false,
  );
}

/**
 * One promise for every toast, so toasts show in the order they were raised. A failed load is
 * forgotten: the next toast tries again (back online, or after the chunk reload).
 */
function loadToasts(): Promise<ToastModule> {
  loading ??= import('./toast-host').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Runs `use` with sonner's `toast` once the toaster has loaded (lib/undo.ts's toast too). */
export function withToasts(text: string, use: (toast: ToastModule['toast']) => void): void {
  // The region mounts now, whatever the page: a toast raised on a signed-out page shows there.
  if (!hostWanted) {
    hostWanted = true;
    hostChanges.notify();
  }
  loadToasts().then(
    ({ toast }) => use(toast),
    (error: unknown) => {
      // The toast chunk could not load (offline): nothing left to show the message with.
      console.error('Could not show the message', text, error);
    },
  );
}

function show(kind: 'success' | 'error', text: string, options?: NotifyOptions): void {
  // docs/product.md#messages: a success is green, an error red.
  withToasts(text, (toast) => toast[kind](text, options));
}

/**
 * The one way to raise a toast. The toaster loads with the first one (no page needs it before it
 * has something to say, docs/engineering.md#budgets) and replays what was raised before its region mounted.
 */
export const notify = {
  success: (text: string, options?: NotifyOptions): void => show('success', text, options),
  error: (text: string, options?: NotifyOptions): void => show('error', text, options),
};

/**
 * Fetches the toaster's code ahead, once a signed-in page has drawn (app/menu/
 * use-preload-menu-pages.ts): a message raised after the connection dropped (an action that
 * failed offline) must not depend on a download. Not on /login, whose budget has no room for it
 * (docs/engineering.md#budgets): a toast there loads it.
 */
export function preloadToasts(): void {
  loadToasts().catch(() => undefined);
}

/** A mutation's `meta.success` where the product shows the server's own message (docs/product.md#messages). */
export function serverMessage(answer: unknown): string {
  const message = (answer as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
}

/** What a mutation's `meta.success` holds: the product's text, or `serverMessage`. */
export type SuccessText = string | ((answer: unknown) => string);

/**
 * The one place a change's success becomes a toast (docs/engineering.md#toasts): the query
 * client's mutation cache calls it with the mutation's `meta`.
 */
export function toastMutationSuccess(answer: unknown, meta: { success?: SuccessText } | undefined) {
  const success = meta?.success;
  if (success !== undefined)
    notify.success(typeof success === 'string' ? success : success(answer));
}
