import type { FieldError } from './entities.gen';
import { isBlob } from './form-data';
import type { OperationKey } from './operations.gen';
import { uploadProblem } from './upload-check';
import { operationUploads, type UploadRule, uploadRules } from './upload-rules.gen';

/**
 * What a file field takes besides a Blob or File: a file on disk (Node), or bytes with a name and
 * type (a Node Buffer is a Uint8Array). The type of a path defaults to its extension's.
 */
export type FileSource =
  | { readonly path: string; readonly type?: string; readonly name?: string }
  | { readonly data: Uint8Array; readonly name: string; readonly type: string };

const TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

interface NodeFs {
  openAsBlob(path: string, options?: { type?: string }): Promise<Blob>;
}

function isFileSource(value: unknown): value is FileSource {
  if (typeof value !== 'object' || value === null || value instanceof Blob) return false;
  return (
    typeof (value as { path?: unknown }).path === 'string' ||
    (value as { data?: unknown }).data instanceof Uint8Array
  );
}

/**
 * Node's fs, found without an import so that bundlers building the SDK for a browser see no
 * `node:fs` (process.getBuiltinModule is in every Node the SDK supports, >= 20.19).
 */
function nodeFs(): NodeFs {
  const lookup = (globalThis as { process?: { getBuiltinModule?: (name: string) => unknown } })
    .process?.getBuiltinModule;
  const fs = lookup?.('node:fs') as NodeFs | undefined;
  if (!fs?.openAsBlob) throw new TypeError('A file path can be sent only from Node 20.19 or newer');
  return fs;
}

async function toFile(source: FileSource): Promise<File> {
  if ('data' in source) {
    // A copy on an ArrayBuffer: File takes no view of a SharedArrayBuffer.
    return new File([new Uint8Array(source.data)], source.name, { type: source.type });
  }
  const name = source.name ?? source.path.split(/[\\/]/).at(-1) ?? 'file';
  const extension = name.includes('.') ? (name.split('.').at(-1) ?? '').toLowerCase() : '';
  const type = source.type ?? TYPES_BY_EXTENSION[extension] ?? 'application/octet-stream';
  const blob = await nodeFs().openAsBlob(source.path, { type });
  return new File([blob], name, { type });
}

/**
 * A multipart body made ready to send: every FileSource turned into a File, and what is wrong
 * with its files by the contract's upload rules of the operation (type and size), as field
 * errors in the API's own words. The client loads this module with the first upload, so a page
 * that sends no file (the dashboard's /login) does not download the rules and the readers.
 */
export async function prepareUpload(
  key: OperationKey,
  body: unknown,
): Promise<{ body: unknown; problems: FieldError[] }> {
  const schema = operationUploads[key];
  const rules: Readonly<Record<string, UploadRule>> | undefined =
    schema === undefined ? undefined : uploadRules[schema];
  if (typeof body !== 'object' || body === null || body instanceof FormData) {
    return { body, problems: [] };
  }
  const prepared: Record<string, unknown> = {};
  const problems: FieldError[] = [];
  for (const [name, value] of Object.entries(body)) {
    const items: unknown[] = Array.isArray(value) ? value : [value];
    const unreadable: string[] = [];
    const files = await Promise.all(
      items.map((item) =>
        isFileSource(item)
          ? toFile(item).catch(() => {
              // Node says only "Unable to open file as blob"; the path is what a reader needs.
              unreadable.push(
                `Berkas ${'path' in item ? item.path : item.name} tidak dapat dibaca.`,
              );
            })
          : item,
      ),
    );
    prepared[name] = Array.isArray(value) ? files : files[0];
    const rule = rules?.[name];
    const problem =
      unreadable[0] ??
      (rule && files.map((file) => isBlob(file) && uploadProblem(rule, file)).find(Boolean));
    if (problem) problems.push({ in: 'body', name, message: problem });
  }
  return { body: prepared, problems };
}
