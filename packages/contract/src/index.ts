// api/openapi.yaml read once for the mock, verify:api and the drift warnings (docs/decisions/0125).
// Browser-safe: reading the file from disk is ./load's.
export { type Answer, readAnswer } from './answer';
export { BodyTooLarge, bodyLimit, declaresTooLarge } from './body-limit';
export { checkAnswer, type Problem } from './check-answer';
export { type Contract, parseContract } from './contract';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
export { atPointer, deref, type JsonSchema } from './document';
export { OperationMatcher } from './matcher';
export { isWrite, pagedRowsKey, roleMayCall } from './operation-kinds';
export type { Operation, ParameterSpec } from './operations';
export type { ValidatedInput } from './request-validator';
export { type SchemaNode, schemaObject } from './schema-node';
