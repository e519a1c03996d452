/**
 * Where the e2e servers listen: the ports of `pnpm dev` (docs/engineering.md#fixed-interfaces) unless E2E_APP_PORT /
 * E2E_MOCK_PORT say otherwise (to run beside a `pnpm dev` that is already up).
 */
const appPort = process.env.E2E_APP_PORT || '5173';
const mockPort = process.env.E2E_MOCK_PORT || '4010';

export const APP_PORT = appPort;
export const MOCK_PORT = mockPort;
export const APP_URL = `http://127.0.0.1:${appPort}`;
export const MOCK_URL = `http://127.0.0.1:${mockPort}`;

/** Playwright's web server entry for the mock API on MOCK_PORT (both configs that need one). */
export function mockWebServer(ci: boolean) {
  return {
    command: 'pnpm --filter @backoffice/mock-server start',
    // Any answer below 404 means the mock is up; an anonymous call to a guarded route gives 401.
    url: `${MOCK_URL}/v1/partner_master/getbyid`,
    env: { MOCK_QUIET: '1', PORT: MOCK_PORT, HOST: '127.0.0.1' },
    reuseExistingServer: !ci,
    timeout: 60_000,
  };
}
