import type { FieldError, UploadRule } from '@backoffice/sdk';
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

const TYPE_NAMES: Readonly<Record<string, string>> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WEBP',
};

const MB = 1024 * 1024;

/** `JPG, PNG atau WEBP`: the accepted types as a user names them. */
function typeList(accept: readonly string[]): string {
  const names = accept.map((type) => TYPE_NAMES[type] ?? type);
  return names.length === 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} atau ${names.at(-1)}`;
}

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
  const wrongType = `${rule.label} harus berupa gambar ${typeList(rule.accept)}.`;
  const matches = rule.accept.includes(file.type) ? SIGNATURES[file.type] : undefined;
  if (matches === undefined || file.size === 0) return refuse(wrongType);
  if (file.size > rule.maxBytes) {
    return refuse(`Ukuran ${rule.label.toLowerCase()} maksimal ${rule.maxBytes / MB} MB.`);
  }
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (!matches(head)) return refuse(wrongType);
  const named = file instanceof File ? file : new File([file], field.name, { type: file.type });
  return { ok: true, name: await saveUpload(named, field.folder) };
}
