import { hrefWith } from './url-state';

/** Where a sign-in goes when `?redirect=` is missing or not acceptable. */
const DEFAULT_REDIRECT = '/';

/** Percent-decoding rounds inspected; deeper nesting than this is refused outright. */
const MAX_DECODE_ROUNDS = 5;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** A form is hostile when a browser could read it as another origin or a script. */
function isHostileForm(value: string): boolean {
  if (CONTROL_CHARACTERS.test(value)) return true;
  // Browsers treat "\" like "/" in URLs, so "/\evil" is "//evil", a protocol-relative URL.
  if (value.includes('\\')) return true;
  if (!value.startsWith('/')) return true;
  return value.startsWith('//');
}

/**
 * Accepts only a same-origin relative path (`/…`) and answers it normalised; anything else
 * (absolute or protocol-relative URLs, `/\…`, schemes such as `javascript:`, control
 * characters, or a percent-encoded — even repeatedly encoded — form of these) gives `/`.
 * Every decoded form must pass, so an encoding cannot smuggle a refused form through a later
 * decode (by the browser, a proxy or this app).
 */
export function safeRedirect(
  raw: string | null | undefined,
  origin = window.location.origin,
): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return DEFAULT_REDIRECT;

  let current = raw;
  for (let round = 0; ; round += 1) {
    if (isHostileForm(current) || !staysOnSite(current, origin)) return DEFAULT_REDIRECT;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return DEFAULT_REDIRECT;
    }
    if (decoded === current) break;
    if (round === MAX_DECODE_ROUNDS) return DEFAULT_REDIRECT;
    current = decoded;
  }

  // The first round's `staysOnSite` parsed it already, on this origin.
  const url = new URL(raw, origin);
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isHostileForm(path) ? DEFAULT_REDIRECT : path;
}

/**
 * Dot segments are resolved only by URL parsing: `/..//evil.example` passes the textual checks
 * but resolves to the path `//evil.example`, which a later navigation reads as another host.
 */
function staysOnSite(value: string, origin: string): boolean {
  try {
    const url = new URL(value, origin);
    return url.origin === origin && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/** The login address that comes back to `path` after signing in. */
export function loginPathFor(path: string): string {
  const target = safeRedirect(path);
  // A guard still mounted on the login page must not wrap it in another redirect: each round
  // would nest one more `redirect=` and navigate again, without end.
  if (/^\/login(?:[?#]|$)/.test(target)) return target;
  return hrefWith('/login', '', { redirect: target === DEFAULT_REDIRECT ? undefined : target });
}
