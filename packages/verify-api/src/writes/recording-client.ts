import { checkAnswer, readAnswer } from '@backoffice/contract';
import { type ApiClient, createApiClient } from '@backoffice/sdk';
import type { Account, RunContext } from '../context';

/**
 * The SDK's client for an account, whose every call goes through the run's Caller (paced,
 * timed) and whose every answer is checked against the contract like the reads' answers: the
 * journeys use the SDK's typed calls and multipart forms, and lose none of the checks.
 */
export function recordingClient(context: RunContext, account: Account): ApiClient {
  return createApiClient({
    baseUrl: context.caller.baseUrl,
    auth: account.token,
    retry: false,
    fetch: async (request) => {
      let ms = 0;
      const response = await context.caller.fetch(request, (_, time) => {
        ms = time;
      });
      const url = new URL(request.url);
      const match = context.contract.matcher.match(request.method, url.pathname);
      if (match.kind === 'operation') {
        const answer = await readAnswer(response.clone(), ms);
        const { operationId } = match.operation;
        context.ledger.call({ operationId, role: account.role, status: answer.status, ms });
        const checked = checkAnswer(context.contract, match.operation, answer);
        context.ledger.checked(
          {
            operationId,
            role: account.role,
            request: `${request.method} ${url.pathname}${url.search}`,
          },
          checked.checks,
          checked.problems,
        );
      }
      return response;
    },
  });
}
