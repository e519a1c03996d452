import { useEffect } from 'react';
import { pageFocusRequest } from './page-focus-request';

/**
 * After an in-app move to another page, focus goes to that page's heading, so a keyboard or
 * screen-reader user hears where they arrived instead of staying on the menu link they chose
 * (ADR 0201). Not on the first load; not when only the query changes (a filter, a tab, a page of
 * the list); not while a dialog is open (the heading's owner checks, `app/layouts/top-bar.tsx`).
 *
 * A move is a pushState that changes the path, or a path the page arrived at that differs from
 * the last one seen: a Back or Forward, whose page a browser renders (and runs its effects)
 * between popstate's listeners, before any listener here could note it. A replaceState is a
 * redirect (a guard, /merchant to its list) and keeps whatever the move before it asked for;
 * signing in, which replaces /login, asks for it (`pageFocusRequest`). It loads with the
 * signed-in shell, whose first render is no move (`startPageFocus`).
 */
let path = location.pathname;
let pending = false;

addEventListener('pushState', () => {
  pending ||= location.pathname !== path;
  path = location.pathname;
});
addEventListener('replaceState', () => {
  path = location.pathname;
});

/** The shell's first render: what the page before asked for (a test, a 404) is forgotten. */
export function startPageFocus(): void {
  path = location.pathname;
  pending = false;
}

/** Whether a move asked for the heading's focus; asking answers it. */
export function takePageFocus(): boolean {
  const asked = pending || location.pathname !== path || pageFocusRequest.asked;
  path = location.pathname;
  pending = false;
  pageFocusRequest.asked = false;
  return asked;
}

/**
 * After a move to `path` that asked for it, focus goes to `target()` (the page's heading),
 * unless a dialog is open: the shell's top bar and the sign-in layouts.
 */
export function useFocusOnArrival(
  target: () => HTMLElement | null | undefined,
  path: string,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per path arrived at
  useEffect(() => {
    if (!takePageFocus()) return;
    if (document.querySelector('[role$="dialog"][data-state="open"]')) return;
    target()?.focus({ preventScroll: true });
  }, [path]);
}
