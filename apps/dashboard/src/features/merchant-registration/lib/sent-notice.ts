/**
 * Where the "registration sent" notice is kept: the history entry's state. A reload of that entry
 * (or Back and Forward to it) shows the notice again instead of an empty form, while opening
 * /merchant/register anew (a new entry) starts a new registration. Nothing of it reaches the URL,
 * so the e-mail address is not written into logs or shared links.
 */
const KEY = 'merchantRegistrationSentTo';

export function readSentNotice(): string | null {
  const email: unknown = window.history.state?.[KEY];
  return typeof email === 'string' ? email : null;
}

export function keepSentNotice(email: string): void {
  // As the leave guard does (lib/form): the router's own state in the entry is kept.
  window.history.replaceState({ ...window.history.state, [KEY]: email }, '');
}
