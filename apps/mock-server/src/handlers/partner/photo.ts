import { saveUpload } from '../../db/uploads';

const MAX_BYTES = 2 * 1024 * 1024;

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0));

/** The photo formats the contract accepts, by MIME type, with the bytes their files start with. */
const SIGNATURES: Readonly<Record<string, (bytes: Uint8Array) => boolean>> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  'image/webp': (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP'),
};

export type PhotoUpload = { ok: true; name: string } | { ok: false; message: string };

/**
 * Keeps a profile photo under profile/ when it is a JPEG, PNG or WebP of at most 2 MB, judged by
 * its declared type and its first bytes: uploads are served back with the declared type, so a
 * file that only claims to be an image is refused rather than stored.
 */
export async function storePhoto(file: Blob): Promise<PhotoUpload> {
  const refuse: PhotoUpload = {
    ok: false,
    message: 'body.photo: harus gambar JPEG, PNG atau WebP, maksimal 2 MB.',
  };
  const matches = SIGNATURES[file.type];
  if (matches === undefined || file.size === 0 || file.size > MAX_BYTES) return refuse;
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (!matches(head)) return refuse;
  const named = file instanceof File ? file : new File([file], 'photo', { type: file.type });
  return { ok: true, name: await saveUpload(named, 'profile') };
}
