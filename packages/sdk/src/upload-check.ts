import type { UploadRule } from './upload-rules.gen';

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

/** The message for a file of a type the field does not take. */
export function uploadTypeMessage(rule: UploadRule): string {
  return `${rule.label} harus berupa gambar ${typeList(rule.accept)}.`;
}

/**
 * What is wrong with a file for a field, by the contract's rule (`uploadRules`): its type, its
 * size, or null when both fit. The one wording for the browser's check before sending and the
 * API's answer after.
 */
export function uploadProblem(
  rule: UploadRule,
  file: { readonly type: string; readonly size: number },
): string | null {
  if (!rule.accept.includes(file.type) || file.size === 0) return uploadTypeMessage(rule);
  if (file.size > rule.maxBytes) {
    return `Ukuran ${rule.label.toLowerCase()} maksimal ${rule.maxBytes / MB} MB.`;
  }
  return null;
}

/** `JPG, PNG atau WEBP, maksimal 2 MB.`: what a file field takes, for the hint under it. */
export function uploadHint(rule: UploadRule): string {
  return `${typeList(rule.accept)}, maksimal ${rule.maxBytes / MB} MB.`;
}
