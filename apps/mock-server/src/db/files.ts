/** An uploaded or seeded file served at /uploads/<name>; bytes as base64 so the store stays JSON. */
export interface StoredFile {
  readonly type: string;
  readonly base64: string;
}

export type FileTable = Record<string, StoredFile>;

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

/** Text safe inside the seed's SVG markup and attributes. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `text` percent-decoded, or null when its encoding is malformed. */
export function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
