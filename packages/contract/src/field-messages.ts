import type { FieldError } from '@backoffice/sdk';

/** A request field a validation failure concerns, with its sentence for the user. */
export type FieldProblem = FieldError;

// The wording lives in the SDK so the dashboard's form check says what this validator says.
export { keywordMessage, readableName, typeNames } from '@backoffice/sdk';
