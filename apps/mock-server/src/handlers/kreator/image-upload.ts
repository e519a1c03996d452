import { saveUpload } from '../../db/uploads';

/** The image formats the contract accepts, by MIME type, with the bytes their files start with. */
const SIGNATURES: Readonly<Record<string, (bytes: Uint8Array) => boolean>> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
};

export const MB = 1024 * 1024;

export type ImageUpload = { ok: true; name: string } | { ok: false; message: string };

/**
 * Keeps an uploaded image under `folder/` when it is a JPEG or PNG of at most `maxBytes`, judged
 * by its declared type and its first bytes: uploads are served back with the declared type, so a
 * file that only claims to be an image is refused rather than stored.
 */
export async function storeImage(
  file: Blob,
  field: string,
  folder: string,
  maxBytes: number,
): Promise<ImageUpload> {
  const refuse: ImageUpload = {
    ok: false,
    message: `body.${field}: must be a JPEG or PNG image of at most ${maxBytes / MB} MB`,
  };
  const matches = SIGNATURES[file.type];
  if (matches === undefined || file.size === 0 || file.size > maxBytes) return refuse;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (!matches(head)) return refuse;
  const named = file instanceof File ? file : new File([file], field, { type: file.type });
  return { ok: true, name: await saveUpload(named, folder) };
}
