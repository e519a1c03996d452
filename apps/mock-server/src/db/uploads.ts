import { base64ToBytes, bytesToBase64, slug } from './files';
import { db } from './store';

/** Keeps an uploaded file's bytes in the store and answers its name under /uploads. */
export async function saveUpload(file: File, folder: string): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const base = slug(file.name) || 'upload';
  let n = Object.keys(db.files).filter((name) => name.startsWith(`${folder}/`)).length + 1;
  while (db.files[`${folder}/${n}-${base}`] !== undefined) n++;
  const name = `${folder}/${n}-${base}`;
  db.files[name] = { type: file.type || 'application/octet-stream', base64: bytesToBase64(bytes) };
  return name;
}

/** GET /uploads/<name>: the stored bytes, or null when no file has that name. */
export function serveUpload(name: string): Response | null {
  const file = db.files[name];
  if (file === undefined) return null;
  return new Response(base64ToBytes(file.base64), {
    status: 200,
    headers: {
      'content-type': file.type,
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      // Uploaded SVGs could carry scripts: render them as inert images only.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}

/** The absolute URL of a stored file (null for none), on the host the request was sent to. */
export function fileUrl(origin: string, name: string): string;
export function fileUrl(origin: string, name: string | null): string | null;
export function fileUrl(origin: string, name: string | null): string | null {
  if (name === null) return null;
  return `${origin}/uploads/${name.split('/').map(encodeURIComponent).join('/')}`;
}

/** Drops a stored file, so /uploads/<name> answers 404 from now on. */
export function forgetUpload(name: string | null): void {
  if (name !== null) Reflect.deleteProperty(db.files, name);
}
