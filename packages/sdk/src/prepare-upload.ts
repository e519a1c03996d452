import type { FieldError } from './entities.gen';
import { prepareFiles } from './file-source';
import { toFormData } from './form-data';
import type { OperationKey } from './operations.gen';
import { operationUploads, uploadRules } from './upload-rules.gen';

/**
 * A multipart body made ready to send: its file sources read (paths, bytes) and checked against
 * the contract's upload rules of the operation's file fields. The client loads this module with
 * the first upload, so a page that sends no file (the dashboard's /login) does not download the
 * rules and the readers.
 */
export async function prepareUpload(
  key: OperationKey,
  body: unknown,
): Promise<{ body: unknown; problems: FieldError[]; serialize: (body: unknown) => FormData }> {
  const schema = operationUploads[key];
  const rules = schema === undefined ? undefined : uploadRules[schema];
  const prepared = await prepareFiles(body, rules);
  return { ...prepared, serialize: toFormData };
}
