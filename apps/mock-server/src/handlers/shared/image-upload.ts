import {
  type FieldError,
  type UploadRule,
  uploadProblem,
  uploadTypeMessage,
} from '@backoffice/sdk';
import { saveUpload } from '../../db/uploads';
import { fieldErrorBody } from '../../pipeline/errors';

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0));

/** The bytes an image of each accepted type starts with. */
const SIGNATURES: Readonly<Record<string, (bytes: Uint8Array) => boolean>> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  'image/webp': (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP'),
};

/** Where a form's file field is kept; its label is the contract's title, in the rule. */
export interface ImageField {
  /** The form field (`image`, `merchant_photo`). */
  readonly name: string;
  /** The folder under /uploads. */
  readonly folder: string;
}

export type ImageUpload =
  | { readonly ok: true; readonly name: string }
  | { readonly ok: false; readonly error: { message: string; fields: FieldError[] } };

/**
 * Keeps an uploaded image when the contract's rule for its field (types, size) accepts it,
 * judged by its declared type and its first bytes: uploads are served back with the declared
 * type, so a file that only claims to be an image is refused rather than stored.
 */
export async function storeImage(
  file: Blob,
  rule: UploadRule,
  field: ImageField,
): Promise<ImageUpload> {
  const refuse = (message: string): ImageUpload => ({
    ok: false,
    error: fieldErrorBody('body', field.name, message),
  });
  // Type and size in the SDK's words, the ones the dashboard checks with before sending.
  const problem = uploadProblem(rule, file);
  if (problem !== null) return refuse(problem);
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (!SIGNATURES[file.type]?.(head)) return refuse(uploadTypeMessage(rule));
  const named = file instanceof File ? file : new File([file], field.name, { type: file.type });
  return { ok: true, name: await saveUpload(named, field.folder) };
}
