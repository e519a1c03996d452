import type { Credentials } from '@backoffice/sdk';
import type { Account, RunContext } from './context';
import { callOperation } from './context';

/**
 * Signs each account in through the contract's login (whose answer is checked like any other)
 * and keeps the role the server answered: that role, not the one expected, decides which
 * operations it may call. An account that cannot sign in is a violation, and its role is left out.
 */
export async function signIn(
  context: Omit<RunContext, 'accounts'>,
  credentials: readonly Credentials[],
): Promise<Account[]> {
  const login = context.contract.operations.find((op) => op.operationId === 'login');
  if (login === undefined) throw new Error('the contract has no login operation');
  const accounts: Account[] = [];
  for (const { email, password } of credentials) {
    const answer = await callOperation(
      { ...context, accounts: [] },
      { operation: login, account: null, json: { email, password } },
    );
    // Any JSON: `?.` reads nothing from null, a number or a text.
    const data = (answer.body as { data?: { token?: unknown; role?: unknown } } | undefined)?.data;
    const { token, role } = data ?? {};
    if (answer.status === 200 && typeof token === 'string' && typeof role === 'string') {
      accounts.push({ token, role });
    } else {
      context.ledger.skip('login', `${email} could not sign in (${answer.status})`);
    }
  }
  return accounts;
}
