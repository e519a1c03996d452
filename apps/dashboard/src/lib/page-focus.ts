import { type RefObject, useEffect } from 'react';

/**
 * After an in-app move to another page, focus goes to that page's heading, so a keyboard or
 * screen-reader user hears where they arrived instead of staying on the menu link they chose
 * (WCAG 2.4.3). Not on the first load, where the browser starts at the top anyway; not when only
 * the query changes (a filter, a tab, a page of the list); not while a dialog is open.
 *
 * A move is a pushState or a Back/Forward (popstate) that changes the path. A replaceState is a
 * redirect (a guard, /merchant to its list) and keeps whatever the move before it asked for;
 * signing in, which replaces /login, asks for it with `expectPageFocus`.
 */
let path = typeof window === 'undefined' ? '' : window.location.pathname;
let pending = false;

function moved(): void {
  if (window.location.pathname === path) return;
  path = window.location.pathname;
  pending = true;
}

if (typeof window !== 'undefined') {
  window.addEventListener('pushState', moved);
  window.addEventListener('popstate', moved);
  window.addEventListener('replaceState', () => {
    path = window.location.pathname;
  });
}

/** The app's first render: whatever the page before asked for (a test, a reload) is forgotten. */
export function startPageFocus(): void {
  path = window.location.pathname;
  pending = false;
}

/** The next page to show its heading takes focus, even if it arrives by a replaceState. */
export function expectPageFocus(): void {
  pending = true;
}

function dialogOpen(): boolean {
  return (
    document.querySelector(
      '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]',
    ) !== null
  );
}

/**
 * Called by the element that shows the page's title (the top bar's h1, `tabIndex={-1}`), with the
 * path it shows it for: it takes focus when a move asked for it.
 */
export function useFocusOnArrival(heading: RefObject<HTMLElement | null>, at: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per path arrived at
  useEffect(() => {
    if (!pending) return;
    pending = false;
    if (dialogOpen()) return;
    heading.current?.focus({ preventScroll: true });
  }, [at]);
}
