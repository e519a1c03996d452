import { withToasts } from './notify';
import { waitingChanges } from './page-leaving';

/** How long a change waits for `Batalkan` before it is sent (docs/engineering.md#undo). */
export const UNDO_WINDOW_MS = 5_000;

type DeferredChange = {
  /** The toast's text: `Budi Santoso dinonaktifkan`. */
  text: string;
  /** Settles when answered. */
  send: () => Promise<unknown>;
  /** Puts the rows back as they were. */
  undo: () => void;
  /** The session ended: lets go of the rows without touching the cache (it is emptied). */
  forget: () => void;
  /** A delete: closing the tab during the wait asks first. */
  askBeforeClosing?: boolean;
};

type Waiting = DeferredChange & {
  toastId: string;
  timer: ReturnType<typeof setTimeout>;
  /** The page it was made on: leaving it for another sends it. */
  path: string;
};

// In the order made: Ctrl+Z takes back the newest.
const waiting = new Set<Waiting>();
let made = 0;

/**
 * Shows what changed with `Batalkan` for UNDO_WINDOW_MS and sends it only then: the one way a
 * change is held back (ADR 0160). The caller has already changed the rows on screen. Answers a
 * function that takes the change back (a second switch of the same row).
 */
export function deferChange(change: DeferredChange): () => void {
  made += 1;
  const entry: Waiting = {
    ...change,
    toastId: `undo-${made}`,
    path: window.location.pathname,
    timer: setTimeout(() => void settle(entry, 'send'), UNDO_WINDOW_MS),
  };
  waiting.add(entry);
  if (waiting.size === 1) listen(true);
  // What changed, with Batalkan: it stays until the change is sent or taken back (settle).
  withToasts(change.text, (toast) =>
    toast(change.text, {
      id: entry.toastId,
      duration: Number.POSITIVE_INFINITY,
      action: { label: 'Batalkan', onClick: () => void settle(entry, 'undo') },
    }),
  );
  return () => void settle(entry, 'undo');
}

/** Each change ends once: sent, taken back, or dropped with the session. */
function settle(entry: Waiting, end: 'send' | 'undo' | 'drop'): Promise<unknown> | undefined {
  if (!waiting.delete(entry)) return undefined;
  clearTimeout(entry.timer);
  withToasts(entry.toastId, (toast) => void toast.dismiss(entry.toastId));
  if (waiting.size === 0) listen(false);
  if (end === 'send') return entry.send();
  if (end === 'undo') entry.undo();
  else entry.forget();
  return undefined;
}

/** The page is left, the tab closes, the user signs out: settles when each has its answer. */
async function sendWaitingChanges(): Promise<void> {
  await Promise.allSettled([...waiting].map((entry) => settle(entry, 'send')));
}

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.matches('input, textarea, select');
}

function onKeyDown(event: KeyboardEvent): void {
  // A text field keeps its own undo.
  if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return;
  if (event.key.toLowerCase() !== 'z' || isTextField(event.target)) return;
  const latest = [...waiting].at(-1);
  if (latest === undefined) return;
  event.preventDefault();
  settle(latest, 'undo');
}

/** An in-app move to another page (wouter's history events) sends what was made on this one. */
function onNavigate(): void {
  const here = window.location.pathname;
  for (const entry of [...waiting]) if (entry.path !== here) void settle(entry, 'send');
}

function onBeforeUnload(event: BeforeUnloadEvent): void {
  // A delete is not sent behind the user's back: the browser asks whether to leave. If they
  // leave anyway, pagehide sends it; if they stay, Batalkan is still there.
  if ([...waiting].some((entry) => entry.askBeforeClosing)) event.preventDefault();
}

const LISTENERS: readonly [string, (event: never) => void][] = [
  ['keydown', onKeyDown],
  ['popstate', onNavigate],
  ['pushState', onNavigate],
  ['replaceState', onNavigate],
  ['beforeunload', onBeforeUnload],
  // The tab closes or reloads: sent with keepalive (lib/page-leaving.ts), so it outlives the page.
  ['pagehide', () => void sendWaitingChanges()],
];

function listen(on: boolean): void {
  for (const [type, listener] of LISTENERS) {
    if (on) window.addEventListener(type, listener as EventListener);
    else window.removeEventListener(type, listener as EventListener);
  }
}

waitingChanges.current = {
  has: () => waiting.size > 0,
  send: sendWaitingChanges,
  // The session has expired: the calls would be refused, and the cache belongs to no one.
  drop: () => {
    for (const entry of [...waiting]) settle(entry, 'drop');
  },
};
