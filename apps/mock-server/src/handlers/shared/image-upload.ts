import { type UploadRule, uploadProblem, uploadTypeMessage } from '@backoffice/sdk';
import { forgetUpload, saveUpload } from '../../db/uploads';
import { refuseField } from '../../pipeline/errors';

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0));

/** The bytes an image of each accepted type starts with. */
const SIGNATURES: Readonly<Record<string, (bytes: Uint8Array) => boolean>> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  'image/webp': (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP'),
};

/**
 * Keeps an uploaded image of the form field `name` under /uploads/<folder> when the contract's
 * rule for the field (types, size) accepts it, judged by its declared type and its first bytes:
 * uploads are served back with the declared type, so a file that only claims to be an image is
 * refused (400 on the field) rather than stored. Answers the stored file's name.
 */
export async function storeImage(file: Blob, rule: UploadRule, name: string, folder: string) {
  // Type and size in the SDK's words, the ones the dashboard checks with before sending.
  const problem = uploadProblem(rule, file);
  if (problem !== null) refuseField(name, problem);
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (!SIGNATURES[file.type]?.(head)) refuseField(name, uploadTypeMessage(rule));
  return saveUpload(
    file instanceof File ? file : new File([file], name, { type: file.type }),
    folder,
  );
}

/**
 * Replaces the record's image `field` (the form field of the same name) with the file sent, if
 * one was, and drops the file it replaces.
 */
export async function replaceImage<F extends string>(
  record: Record<F, string | null>,
  field: F,
  file: Blob | undefined,
  rule: UploadRule,
  folder: string,
): Promise<void> {
  if (file === undefined) return;
  const stored = await storeImage(file, rule, field, folder);
  forgetUpload(record[field]);
  record[field] = stored;
}
