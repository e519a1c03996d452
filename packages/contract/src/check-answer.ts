import type { ErrorObject } from 'ajv';
import { errorSegments } from './ajv';
import { type Answer, isJson } from './answer';
import type { Contract } from './contract';
import { pointerOf } from './document';
import type { Operation } from './operations';

/** One way an answer breaks the contract. */
export interface Problem {
  /** A JSON pointer into the answer's body (`/data/0/name`); empty for the status or a header. */
  readonly at: string;
  /** The contract's rule: `required at #/components/schemas/Partner/required`, `responses: 200, 401, 403`. */
  readonly rule: string;
  /** What the answer did instead. */
  readonly message: string;
}

/** The answer's declared response: its exact status, else its class (`4XX`), else `default`. */
function declaredResponse(operation: Operation, status: number) {
  const code = String(status);
  return (
    operation.responses.find((r) => r.status === code) ??
    operation.responses.find((r) => r.status.toUpperCase() === `${code[0]}XX`) ??
    operation.responses.find((r) => r.status === 'default')
  );
}

/**
 * Where the contract's rule is: the failed keyword's place in the document
 * (`#/components/schemas/Partner/required`). ajv's own `schemaPath` is relative to the schema a
 * `$ref` led to, so the verbose error's `parentSchema` is looked up in the document instead.
 */
function ruleOf(contract: Contract, error: ErrorObject): string {
  const parent = error.parentSchema;
  const at =
    typeof parent === 'object' && parent !== null
      ? pointerOf(contract.document, parent)
      : undefined;
  return `${error.keyword} at ${at === undefined ? error.schemaPath : `${at}/${error.keyword}`}`;
}

/**
 * Checks one answer against its operation: the status is declared, the content type is one the
 * status declares, and the body validates against that status's schema. Answers the number of
 * checks run and the problems found.
 */
export function checkAnswer(
  contract: Contract,
  operation: Operation,
  answer: Answer,
): { checks: number; problems: Problem[] } {
  const failed = (checks: number, rule: string, message: string) => ({
    checks,
    problems: [{ at: '', rule, message }],
  });
  const response = declaredResponse(operation, answer.status);
  if (response === undefined) {
    const declared = operation.responses.map((r) => r.status).join(', ');
    const message = `answered ${answer.status}, a status the contract does not declare`;
    return failed(1, `responses: ${declared}`, message);
  }
  if (response.content.length === 0) return { checks: 1, problems: [] };
  const media = response.content.find(
    (m) => m.mediaType === answer.mediaType || m.mediaType === '*/*',
  );
  if (media === undefined) {
    const declared = response.content.map((m) => m.mediaType).join(', ');
    const message = `Content-Type ${answer.mediaType ?? '(none)'}`;
    return failed(2, `content of ${response.status}: ${declared}`, message);
  }
  if (!isJson(media.mediaType)) return { checks: 2, problems: [] };
  if (answer.unparsable || answer.body === undefined) {
    const message = answer.unparsable ? 'the body is not valid JSON' : 'the body is empty';
    return failed(3, `content of ${response.status}: ${media.mediaType}`, message);
  }
  const validate = contract.responseValidator(operation, response.status, media.mediaType);
  if (validate === null || validate(answer.body)) return { checks: 3, problems: [] };
  // The verbose twin (compiled on the first failure) carries the schema each error comes from.
  const verbose = contract.compiler.verbose('response', validate);
  verbose(answer.body);
  const problems = (verbose.errors ?? validate.errors ?? []).map((error) => ({
    at: `/${errorSegments(error).join('/')}`.replace(/\/$/, ''),
    rule: ruleOf(contract, error),
    message: error.message ?? error.keyword,
  }));
  return { checks: 3, problems };
}
