/**
 * Signing in asks for the next page's title to take focus (lib/page-focus.ts): it arrives by a
 * replaceState, which is no move. Apart, and tiny, because it is on /login, whose JS budget is full.
 */
export const pageFocusRequest = { asked: false };
