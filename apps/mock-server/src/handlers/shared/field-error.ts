import type { fieldErrorBody } from '../../pipeline/errors';

/** The body of a 400/409 about one field: `{ message, fields: [{ in, name, message }] }`. */
export type FieldErrorBody = ReturnType<typeof fieldErrorBody>;
