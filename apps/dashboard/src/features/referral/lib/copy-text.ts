/**
 * Writes text to the clipboard. Answers false when the browser offers no clipboard (an insecure
 * origin, an old browser) or refuses (no permission), so the caller can offer manual copying.
 */
export async function copyText(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (clipboard === undefined || typeof clipboard.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
