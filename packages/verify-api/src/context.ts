import type { Answer, Contract, Operation } from '@backoffice/contract';
import { checkAnswer, readAnswer } from '@backoffice/contract';
import type { Caller } from './caller';
import type { IdBook } from './ids';
import type { Ledger } from './ledger';

/** A signed-in account: the role the server answered at login, and its token. */
export interface Account {
  readonly role: string;
  readonly token: string;
}

export interface RunContext {
  readonly contract: Contract;
  readonly caller: Caller;
  readonly ledger: Ledger;
  readonly ids: IdBook;
  readonly accounts: readonly Account[];
}

interface OperationCall {
  readonly operation: Operation;
  /** The account calling, or null for a call without a token. */
  readonly account: Account | null;
  readonly path?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly json?: unknown;
}

/**
 * Sends one call and checks its answer against the contract (status, content type, body),
 * plus the checks `more` adds with the answer in hand; everything lands in the ledger.
 */
export async function callOperation(context: RunContext, call: OperationCall, more?: MoreChecks) {
  // `/v1/promo/getdetailbyadmin/{id}` with `{ id: '3' }` and a query: the target as sent.
  const path = call.operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(call.path?.[name] ?? ''),
  );
  const query = new URLSearchParams(call.query ?? {}).toString();
  const target = query === '' ? path : `${path}?${query}`;
  const role = call.account?.role ?? 'none';
  const { operationId, method } = call.operation;
  const request = `${method} ${target}`;
  const headers = new Headers({ accept: 'application/json' });
  if (call.account?.token) headers.set('authorization', `Bearer ${call.account.token}`);
  if (call.json !== undefined) headers.set('content-type', 'application/json');
  let answer: Answer;
  try {
    const body = call.json === undefined ? undefined : JSON.stringify(call.json);
    const url = new URL(target, context.caller.baseUrl);
    const { response, ms } = await context.caller.fetch(
      new Request(url, { method, headers, body }),
    );
    answer = await readAnswer(response, ms);
  } catch (error) {
    // No answer (refused, reset, timed out): a violation of this operation, and the run goes on.
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    context.ledger.checked({ operationId, role, request }, 1, [
      { at: '', rule: 'an answer (within --timeout-ms)', message: `no answer (${reason})` },
    ]);
    return { status: 0, mediaType: null, body: undefined, unparsable: false, ms: 0 };
  }
  recordAnswer(context, call.operation, role, request, answer, more);
  return answer;
}

/** More checks run on an answer: each with the problems it found. */
type MoreChecks = (answer: Answer) => readonly ReturnType<typeof checkAnswer>[];

/** Counts a call and checks its answer against the contract, plus what `more` adds. */
export function recordAnswer(
  context: RunContext,
  operation: Operation,
  role: string,
  request: string,
  answer: Answer,
  more: MoreChecks = () => [],
): void {
  const { operationId } = operation;
  context.ledger.calls.push({ operationId, role, ms: answer.ms });
  const found = [checkAnswer(context.contract, operation, answer), ...more(answer)];
  for (const { checks, problems } of found) {
    context.ledger.checked({ operationId, role, request }, checks, problems);
  }
}
