import { list } from './fixtures/list';
/** Uploaded or seeded files served at /uploads/<name>; bytes as base64 so the store stays JSON. */
export type FileTable = Record<string, { readonly type: string; readonly base64: string }>;

const CHUNK = 0x8000;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Stores an SVG image under `name` (every image the seed draws is one); answers the name. */
export function putSvg(files: FileTable, name: string, svg: string): string {
  files[name] = { type: 'image/svg+xml', base64: bytesToBase64(new TextEncoder().encode(svg)) };
  return name;
}

/** A URL-safe file name: lowercase words joined by dashes, extension kept. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * What XML 1.0 cannot carry at all, even escaped: C0 controls other than tab, LF and CR, lone
 * surrogates, U+FFFE and U+FFFF.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Escapes text for XML content and attributes (the seed's SVGs, the referral page, the redeem
 * export); line breaks become references so they survive.
 */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/[&<>"'\n\r\t]/g, (c) => ENTITIES[c] ?? `&#${c.charCodeAt(0)};`);
}

/** `text` percent-decoded, or null when its encoding is malformed. */
export function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The seed's image colours (avatars, event banners). */
export const PALETTE = list('#2F2CBA, #5B59D4, #0F766E, #B45309, #9D174D, #1D4ED8, #4D7C0F');

/** A small SVG avatar with the person's initials; seeds ship these instead of fetched photos. */
export function avatarSvg(name: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const colour = PALETTE[hash % PALETTE.length] ?? '#2F2CBA';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(name)}"><rect width="128" height="128" rx="64" fill="${colour}"/><text x="64" y="64" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="48" fill="#fff">${escapeXml(initials)}</text></svg>`;
}
