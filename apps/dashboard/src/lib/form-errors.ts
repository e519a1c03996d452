import { isApiError } from '@backoffice/sdk';
import { errorText, FALLBACK_MESSAGE } from './error-text';

/** A call that could not leave the browser because it is offline. */
export const OFFLINE_MESSAGE = 'Tidak ada koneksi internet. Periksa koneksimu, lalu coba lagi.';

/** A form's field, or a field within a list field of it (`questions.0.options`). */
type FieldName<Name extends string> = Name | `${Name}.${string}`;

/**
 * Splits a failed call's error between a form's fields and the form. A field gets the message of
 * an error that names it in the request body (`ApiError.fields`, docs/product.md#errors), and an
 * item of a list field the message of an error naming its path (`questions.0.options`); an
 * error about anything else (another field, the query, the path) or one that names no field
 * leaves the server's whole message to the form (`message`: null when there is no error or its
 * fields say it all).
 */
export function formErrors<Name extends string>(error: unknown, names: readonly Name[]) {
  const fields: Partial<Record<FieldName<Name>, string>> = {};
  if (error === null || error === undefined) return { fields, message: null };
  if (!isApiError(error)) return { fields, message: FALLBACK_MESSAGE };
  // No answer at all while the browser says it is offline: say that, not "a problem".
  if (error.kind === 'network' && !navigator.onLine) return { fields, message: OFFLINE_MESSAGE };
  let unplaced = error.fields.length === 0;
  for (const field of error.fields) {
    const known = names.some(
      (candidate) => field.name === candidate || field.name.startsWith(`${candidate}.`),
    );
    if (field.in === 'body' && known) fields[field.name as FieldName<Name>] ??= field.message;
    else unplaced = true;
  }
  return { fields, message: unplaced ? errorText(error) : null };
}
