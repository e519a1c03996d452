import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { cn } from '../lib/cn';
import { XIcon } from './icons';
import { dismissToast, readToasts, subscribeToasts, type ToastItem } from './toast-store';

export { type ToastOptions, toast } from './toast-store';

/** docs/product.md#constants: stacked toasts sit 60px apart. A one-line toast is 48px (`--toast-height`) + this gap. */
export const TOAST_GAP = 12;

/** How long a toast stays, not counting the time it is hovered or focused. */
export const TOAST_DURATION_MS = 4000;

/** Toast surfaces from the theme; the untyped `toast()` is a success toast (docs/product.md#messages). */
const surfaces = {
  success: 'bg-success text-success-foreground border-success',
  error: 'bg-danger text-danger-foreground border-danger',
};

export type ToasterProps = {
  position?: 'top-right' | 'top-center';
  /** Milliseconds a toast stays (tests may shorten it). */
  duration?: number;
  className?: string;
};

/**
 * Mount once near the root. Toasts come from the top, newest first, each 60px below the one
 * before (a flex column: a multi-line toast grows and pushes the rest down), with a close button
 * labelled "Tutup". ADR 0016.
 */
export function Toaster({
  position = 'top-right',
  duration = TOAST_DURATION_MS,
  className,
}: ToasterProps) {
  const toasts = useSyncExternalStore(subscribeToasts, readToasts, readToasts);
  return (
    // A polite live region: each toast added is read out once. aria-live also keeps the region
    // readable while a modal dialog hides the rest of the page (Radix's aria-hidden skips it).
    <section
      aria-label="Notifications"
      aria-live="polite"
      aria-relevant="additions text"
      aria-atomic="false"
      className={cn(
        'pointer-events-none fixed inset-x-4 top-4 z-[100] flex',
        position === 'top-center' ? 'justify-center' : 'justify-end',
        className,
      )}
    >
      <ol className="flex w-[356px] max-w-full flex-col" style={{ gap: TOAST_GAP }}>
        {toasts.map((item) => (
          <Toast key={item.id} item={item} duration={duration} />
        ))}
      </ol>
    </section>
  );
}

function Toast({ item, duration }: { item: ToastItem; duration: number }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  // Time left survives pauses; a replacement (a new version) starts a full duration again.
  const timer = useRef({ version: item.version, left: duration });

  useEffect(() => {
    if (timer.current.version !== item.version) {
      timer.current = { version: item.version, left: duration };
    }
    if (paused) return;
    const started = Date.now();
    const handle = setTimeout(() => dismissToast(item.id), timer.current.left);
    return () => {
      clearTimeout(handle);
      timer.current.left -= Date.now() - started;
    };
  }, [item.id, item.version, paused, duration]);

  return (
    <li
      data-type={item.type}
      className={cn(
        'pointer-events-auto flex min-h-(--toast-height) items-center gap-3 rounded-lg border px-4 py-2.5 text-sm shadow-lg motion-safe:animate-[toast-in_150ms_ease-out]',
        surfaces[item.type],
      )}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <div className="min-w-0 flex-1 font-medium leading-5">{item.text}</div>
      <button
        type="button"
        aria-label="Tutup"
        onClick={() => dismissToast(item.id)}
        className="-me-1 flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-md opacity-80 outline-none hover:bg-black/10 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-current"
      >
        <XIcon />
      </button>
    </li>
  );
}
