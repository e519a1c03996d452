import { type ApiError, isApiError } from './errors';
import type { operations } from './schema';

/** The contract's operationIds. */
export type OperationId = keyof operations;

type Responses<Op extends OperationId> = operations[Op]['responses'];

/** The non-2xx statuses the contract declares for an operation. */
export type ErrorStatus<Op extends OperationId> = Exclude<
  Extract<keyof Responses<Op>, number>,
  200 | 201 | 202 | 203 | 204 | 205 | 206
>;

type JsonBody<Response> = Response extends { content: { 'application/json': infer Body } }
  ? Body
  : unknown;

/** An ApiError of one operation and one declared status, its body typed by the contract. */
export type StatusError<Op extends OperationId, Status extends ErrorStatus<Op>> = ApiError & {
  readonly kind: 'http';
  readonly operationId: Op;
  readonly status: Status;
  readonly body: JsonBody<Responses<Op>[Status]>;
};

/**
 * Narrows a rejection to the answer `status` of `operationId`, with the body the contract gives
 * that status: `if (isStatusError(error, 'createPartner', 409)) error.body.message`. A status the
 * operation does not declare does not compile.
 */
export function isStatusError<Op extends OperationId, Status extends ErrorStatus<Op>>(
  error: unknown,
  operationId: Op,
  status: Status,
): error is StatusError<Op, Status> {
  return (
    isApiError(error) &&
    error.kind === 'http' &&
    error.operationId === operationId &&
    error.status === status
  );
}
