import { readAnswer } from '@backoffice/contract';
import { createApiClient, isApiError } from '@backoffice/sdk';
import { type Account, type RunContext, recordAnswer } from '../context';

type Call = () => Promise<unknown>;

export interface Journey {
  readonly resource: string;
  /** The base role that runs it (`A`, `P`, `M`). */
  readonly role: string;
  run(tools: JourneyTools): Promise<void>;
}

/** The first row of a list, or a stop naming the list that had none. */
export function first<Row>(rows: readonly Row[], list: string): Row {
  const row = rows[0];
  if (row === undefined) throw new Error(`${list} answered no rows`);
  return row;
}

/**
 * The SDK's client for an account, whose every call goes through the run's Caller (paced,
 * timed) and whose every answer is checked against the contract like the reads' answers: the
 * journeys use the SDK's typed calls and multipart forms, and lose none of the checks.
 */
function recordingClient(context: RunContext, account: Account, called: string[]) {
  return createApiClient({
    baseUrl: context.caller.baseUrl,
    auth: account.token,
    retry: false,
    fetch: async (request) => {
      const { response, ms } = await context.caller.fetch(request);
      const url = new URL(request.url);
      const match = context.contract.matcher.match(request.method, url.pathname);
      if (match.kind === 'operation') {
        called.push(match.operation.operationId);
        const answer = await readAnswer(response.clone(), ms);
        const sent = `${request.method} ${url.pathname}${url.search}`;
        recordAnswer(context, match.operation, account.role, sent, answer);
      }
      return response;
    },
  });
}

/**
 * What a journey step uses: a client whose calls make the journey's list of operations, and the
 * checks of what the reads answer, recorded under the journey's name and its calls so far.
 */
function journeyTools(context: RunContext, account: Account, resource: string) {
  const called: string[] = [];
  const rule = () => `journey ${resource}: ${called.join(' → ')}`;
  const record = (operationId: string, at: string, ok: boolean, message: string) =>
    context.ledger.checked(
      { operationId, role: account.role, request: rule() },
      1,
      ok ? [] : [{ at, rule: rule(), message }],
    );
  // Cast, so that TypeScript does not take it for null after the tools set it.
  let pending = null as Call | null;
  return {
    client: recordingClient(context, account, called),
    called,
    record,
    /**
     * Registers how to undo what the journey made, run if the journey stops before its own
     * delete: a journey leaves the server as it found it.
     */
    undo: (action: Call) => {
      pending = action;
    },
    /** What was made is undone already: nothing is left to undo. */
    done: () => {
      pending = null;
    },
    /** Runs what is left to undo, if anything. */
    cleanUp: () => pending?.().catch(() => undefined),
    /** A value read back must be the one written. */
    same: (operationId: string, at: string, read: unknown, written: unknown) =>
      record(
        operationId,
        at,
        JSON.stringify(read) === JSON.stringify(written),
        `read back ${JSON.stringify(read)} after writing ${JSON.stringify(written)}`,
      ),
    /** Runs the journey's own delete (nothing is left to undo); the read after it must answer 404. */
    deleted: async (operationId: string, remove: Call, read: Call) => {
      await remove();
      pending = null;
      try {
        await read();
        record(operationId, '', false, 'the record is still there after its delete');
      } catch (error) {
        if (!isApiError(error)) throw error;
        record(
          operationId,
          '',
          error.status === 404,
          `answered ${error.status} after the delete (404 expected)`,
        );
      }
    },
  };
}

type JourneyTools = ReturnType<typeof journeyTools>;

/**
 * Runs a create → read → update → read → delete journey: each step's answer is checked against
 * the contract by the client, each read against what was written; a step that fails ends the
 * journey (a violation naming its operation) and what was made is deleted.
 */
export async function runJourney(context: RunContext, journey: Journey): Promise<void> {
  // The signed-in account that has the base role, preferring one with that role alone.
  const account =
    context.accounts.find((a) => a.role === journey.role) ??
    context.accounts.find((a) => a.role.split(',').includes(journey.role));
  if (account === undefined) {
    const reason = `no ${journey.role} account for the ${journey.resource} journey`;
    context.ledger.skip(journey.resource, reason);
    return;
  }
  const tools = journeyTools(context, account, journey.resource);
  try {
    await journey.run(tools);
    context.ledger.journeys.push({ resource: journey.resource, operations: [...tools.called] });
  } catch (error) {
    const operationId = (isApiError(error) ? error.operationId : undefined) ?? journey.resource;
    const message = error instanceof Error ? error.message : String(error);
    tools.record(operationId, '', false, `the journey stopped: ${message}`);
  } finally {
    await tools.cleanUp();
  }
}
