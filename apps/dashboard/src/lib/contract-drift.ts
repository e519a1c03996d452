import { checkAnswer, parseContract, readAnswer } from '@backoffice/contract';
import contractText from '../../../../api/openapi.yaml?raw';

/**
 * Development only (loaded by ./api-client when VITE_CONTRACT_WARNINGS is '1'): checks each API
 * answer against api/openapi.yaml with the checks of `pnpm verify:api`, and writes one console
 * warning per operation and problem, not per call: a list whose every row lacks a field warns
 * once, for the rows' `name`. Pointed at a real API (VITE_API_BASE_URL), it shows where the API and
 * the contract part ways while the screens are used.
 */
const contract = parseContract(contractText);
const warned = new Set<string>();
// Says the setting took effect (and, to a test, that answers from now on are checked).
console.info('Contract drift warnings on: every API answer is checked against api/openapi.yaml.');

export async function warnOnDrift(method: string, schemaPath: string, response: Response) {
  const operation = contract.byKey.get(`${method.toUpperCase()} ${schemaPath}`);
  if (operation === undefined) return;
  const answer = await readAnswer(response, 0);
  for (const problem of checkAnswer(contract, operation, answer).problems) {
    // `/data/3/name` becomes `/data/<star>/name`: the rows of a list share one problem.
    const at = problem.at.replace(/\/\d+(?=\/|$)/g, '/*');
    const key = [operation.operationId, at, problem.rule, problem.message].join(' ');
    if (warned.has(key)) continue;
    warned.add(key);
    console.warn(
      `Contract drift: ${operation.operationId} answered ${answer.status}; ${at === '' ? 'status' : at}: ${problem.message} (rule: ${problem.rule})`,
    );
  }
}
