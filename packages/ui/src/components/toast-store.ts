/** What the product shows: a success (the untyped toast) or an error (docs/product.md#messages). */
export type ToastType = 'success' | 'error';

export type ToastOptions = {
  /** Collapses repeats: a toast with the id of one on screen replaces it. */
  id?: string;
};

export type ToastItem = {
  id: string;
  text: string;
  type: ToastType;
  /** Changes when a toast of the same id replaces it, so its auto-dismiss starts over. */
  version: number;
};

/** docs/product.md#constants: never more than this many on screen; the oldest gives way. */
export const MAX_TOASTS = 5;

let toasts: readonly ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function set(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/**
 * Toasts live here, outside React: one raised before the Toaster mounts waits for it. The newest
 * is first (it shows at the top).
 */
function add(type: ToastType, text: string, options?: ToastOptions): string {
  counter += 1;
  // Auto ids and callers' ids never meet: the prefixes differ.
  const id = options?.id === undefined ? `auto:${counter}` : `id:${options.id}`;
  const others = toasts.filter((item) => item.id !== id);
  set([{ id, text, type, version: counter }, ...others].slice(0, MAX_TOASTS));
  return id;
}

/** Removes the toast (an id `toast()` returned), or every toast. */
export function dismissToast(id?: string): void {
  set(id === undefined ? [] : toasts.filter((item) => item.id !== id));
}

export function readToasts(): readonly ToastItem[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** `toast(text)` is a success toast; `toast.error(text)` the red one. Returns the toast's id. */
export const toast = Object.assign(
  (text: string, options?: ToastOptions): string => add('success', text, options),
  {
    success: (text: string, options?: ToastOptions): string => add('success', text, options),
    error: (text: string, options?: ToastOptions): string => add('error', text, options),
    dismiss: dismissToast,
  },
);
