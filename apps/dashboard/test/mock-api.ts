import { server } from '@backoffice/mock-server/node';

/**
 * The mock API's msw server, in process. test/setup-mock-api.ts starts it for every jsdom file
 * and restores its seed after each test; a test adds its own handlers with `server.use(...)`.
 */
export { server };
