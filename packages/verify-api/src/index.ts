// For a server's own tests (the mock's test/verify-api.test.ts): a run in process, and its report.
export type { Violation } from './ledger';
export { credentialsFrom } from './options';
export { formatJunit, formatReport } from './report';
export { verifyApi } from './verify';
