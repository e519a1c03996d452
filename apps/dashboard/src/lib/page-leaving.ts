let leaving = false;

// Registered when the API client loads, before any other pagehide listener: a call started by
// one (lib/undo.ts sends what waits) already sees the page going.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', (event) => {
    // Back from the browser's page cache: the page lives on.
    if (event.persisted) leaving = false;
  });
}

/**
 * Whether the page is going away (the tab closes, a reload): a call started now must outlive it,
 * with `fetch`'s `keepalive` (lib/api-client.ts).
 */
export function isPageLeaving(): boolean {
  return leaving;
}

/**
 * What signing out does with the changes that wait for their Batalkan (lib/undo.ts): none until
 * lib/undo.ts hands itself over as it loads (with the first list). Signing out reaches it here, so
 * /login and the pages without a list do not download it (docs/engineering.md#budgets).
 */
export const waitingChanges: {
  current?: {
    has: () => boolean;
    /** Sends them; settles when each has its answer. */
    send: () => Promise<void>;
    /** Forgets them (the session expired). */
    drop: () => void;
  };
} = {};
