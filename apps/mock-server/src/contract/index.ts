// The contract as the mock reads it, for tools that check a server against the same document
// (packages/verify-api, the dashboard's drift warnings): one parser, one set of compiled
// validators, one list of GETs that write. Browser-safe: reading the file is ./contract/load's.
export { isWrite, pagedRowsKey } from '../control/operation-kinds';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/auth';
export { errorSegments } from './ajv';
export type { Contract } from './contract';
export { parseContract } from './contract';
export type { MediaSpec, Operation, ParameterSpec, ResponseSpec } from './operations';
