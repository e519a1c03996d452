import { server } from '@backoffice/mock-server/node';
import { apiBaseUrl } from '@/lib/api-base-url';

/**
 * The mock API's msw server, in process. test/setup-mock-api.ts starts it for every jsdom file
 * and restores its seed after each test; a test adds its own handlers with `server.use(...)`.
 */
export { server };

/**
 * Grows the mock's admin partner list to `partners` rows, the same rows every time
 * (apps/mock-server/README.md#seed-size); the reset after each test takes them away.
 */
export async function growPartners(partners: number): Promise<void> {
  const response = await fetch(`${apiBaseUrl}/__mock/grow`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ partners }),
  });
  if (!response.ok) throw new Error(`the mock did not grow: ${response.status}`);
}
