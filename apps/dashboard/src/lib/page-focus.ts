/**
 * After an in-app move to another page, focus goes to that page's heading (ADR 0201); not on the
 * first load, nor when only the query changes, nor while a dialog is open.
 *
 * A move is a pushState that changes the path, or a path that differs from the last one seen (a
 * Back or Forward, whose page renders between popstate's listeners, before one here could note
 * it). A replaceState is a redirect and keeps what the move before it asked for; signing in,
 * which replaces /login, asks through `pageFocusRequest`.
 */
let path = location.pathname;
let pending = false;
export const pageFocusRequest = { asked: false };

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
