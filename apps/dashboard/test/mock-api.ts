import { mockControl } from '@backoffice/mock-server/control';
import { server } from '@backoffice/mock-server/node';
import { apiBaseUrl } from '@/lib/api-base-url';

/**
 * The mock API's msw server, in process. test/setup-mock-api.ts starts it for every jsdom file
 * and restores its seed after each test, removing the rules too.
 */
export { server };

/**
 * The mock's control API, typed (apps/mock-server/README.md, "Rules, scenarios and the request
 * log"): a test that needs a failing, slow or empty call sets a rule rather than writing a
 * handler, e.g. `await mock.addRule({ operationId: 'listPartners', status: 500 })`.
 */
export const mock = mockControl({ baseUrl: apiBaseUrl });

/**
 * Grows the mock's admin partner list to `partners` rows, the same rows every time
 * (apps/mock-server/README.md#seed-size); the reset after each test takes them away.
 */
export async function growPartners(partners: number): Promise<void> {
  await mock.grow(partners);
}
