import { saveUpload } from '../../db/uploads';

const MAX_BYTES = 2 * 1024 * 1024;

/** The image formats the contract accepts, by MIME type, with the bytes their files start with. */
const SIGNATURES: Readonly<Record<string, (bytes: Uint8Array) => boolean>> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  'image/webp': (b) =>
    String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' &&
    String.fromCharCode(...b.subarray(8, 12)) === 'WEBP',
};

export type ImageUpload = { ok: true; name: string } | { ok: false; message: string };

/**
 * Keeps an uploaded image under `folder/` when it is a JPEG, PNG or WebP of at most 2 MB, by
 * its declared type and its first bytes alike: the mock serves uploads back with the declared
 * type, so a file that only claims to be an image is refused rather than stored.
 */
export async function storeImage(file: Blob, field: string, folder: string): Promise<ImageUpload> {
  const label = `Foto (${field}) harus berupa JPEG, PNG atau WebP, maksimal 2 MB.`;
  const matches = SIGNATURES[file.type];
  if (matches === undefined || file.size > MAX_BYTES || file.size === 0) {
    return { ok: false, message: label };
  }
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (!matches(head)) return { ok: false, message: label };
  const named = file instanceof File ? file : new File([file], `${field}`, { type: file.type });
  return { ok: true, name: await saveUpload(named, folder) };
}
