/** Reads every cookie of the document into a map (values decoded). */
export function readCookies(source: string = document.cookie): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of source.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    const raw = part.slice(separator + 1).trim();
    if (!name || cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      // A cookie written by something else with a malformed escape: keep it as it is.
      cookies.set(name, raw);
    }
  }
  return cookies;
}

/** The attributes every session cookie is written with. */
export function cookieAttributes(
  maxAge: number | undefined,
  protocol: string = window.location.protocol,
): string {
  const parts = ['Path=/', 'SameSite=Lax'];
  if (maxAge !== undefined) parts.push(`Max-Age=${maxAge}`);
  // Secure cookies are dropped on plain http, which local development and the mock use.
  if (protocol === 'https:') parts.push('Secure');
  return parts.join('; ');
}

/** `maxAge` in seconds; a session cookie without it. */
export function writeCookie(name: string, value: string, maxAge?: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the session cookie names are a fixed interface; the Cookie Store API is not in every supported browser.
  document.cookie = `${name}=${encodeURIComponent(value)}; ${cookieAttributes(maxAge)}`;
}

export function removeCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie.
  document.cookie = `${name}=; ${cookieAttributes(0)}`;
}
