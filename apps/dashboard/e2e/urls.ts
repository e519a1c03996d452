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
