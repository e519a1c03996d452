/**
 * Where the "registration sent" notice is kept: the history entry's state. A reload of that entry
 * (or Back and Forward to it) shows the notice again instead of an empty form, while opening
 * /merchant/register anew (a new entry) starts a new registration. Nothing of it reaches the URL,
 * so the e-mail address is not written into logs or shared links.
 */
const KEY = 'merchantRegistrationSentTo';

export function readSentNotice(): string | null {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null) return null;
  const email = (state as Record<string, unknown>)[KEY];
  return typeof email === 'string' ? email : null;
}

export function keepSentNotice(email: string): void {
  const state: unknown = window.history.state;
  const current = typeof state === 'object' && state !== null ? state : {};
  window.history.replaceState({ ...current, [KEY]: email }, '');
}
