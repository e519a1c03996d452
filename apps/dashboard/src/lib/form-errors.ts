import { FALLBACK_MESSAGE, isApiError } from '@backoffice/sdk';

export type FormErrors<Name extends string> = {
  /** The server's message for each field the form has, to show under that field. */
  fields: Partial<Record<Name, string>>;
  /**
   * What no field of the form shows: for the form itself (or a toast) to show. Null when there
   * is no error or its fields say it all.
   */
  message: string | null;
};

/**
 * Splits a failed call's error between a form's fields and the form. A field gets the message of
 * an error that names it in the request body (`ApiError.fields`, docs/product.md#errors); an
 * error about anything else (another field, the query, the path) or one that names no field
 * leaves the server's whole message to the form.
 */
export function formErrors<Name extends string>(
  error: unknown,
  names: readonly Name[],
): FormErrors<Name> {
  if (error === null || error === undefined) return { fields: {}, message: null };
  if (!isApiError(error)) return { fields: {}, message: FALLBACK_MESSAGE };
  const fields: Partial<Record<Name, string>> = {};
  let unplaced = error.fields.length === 0;
  for (const field of error.fields) {
    const name = names.find((candidate) => candidate === field.name);
    if (field.in === 'body' && name !== undefined) fields[name] ??= field.message;
    else unplaced = true;
  }
  return { fields, message: unplaced ? error.message : null };
}
