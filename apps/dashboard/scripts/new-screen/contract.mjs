/** What the screen generators and the contract report read of api/openapi.yaml (SDK rules). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse, parseDocument } from 'yaml';
import {
  collectEnumLabels,
  collectPagedOperations,
  describeField,
  pascal,
  queryParametersOf as queryOf,
  resolveRef,
  schemaFields,
  operationsOf as sdkOperationsOf,
} from '../../../../packages/sdk/scripts/contract.mjs';

export const repoDir = resolve(import.meta.dirname, '../../../..');

const parsed = new Map();

/** The contract's text and data; a text read before is not parsed again (tests read it often). */
export function readContract(file) {
  const text = readFileSync(file, 'utf8');
  if (!parsed.has(text)) parsed.set(text, parse(text));
  return { text, doc: parsed.get(text) };
}

/** The operations of the contract that have an id: `{ operationId, method, path, operation }`. */
const operationsOf = (doc) =>
  sdkOperationsOf(doc)
    .filter(({ operation }) => typeof operation.operationId === 'string')
    .map((found) => ({ ...found, operationId: found.operation.operationId }));

/** Every operation of a contract file for the report: { operationId, method, path, noScreen }. */
export const readOperations = (file) =>
  operationsOf(readContract(file).doc).map(({ operationId, method, path, operation }) => ({
    operationId,
    method: method.toUpperCase(),
    path,
    noScreen: operation['x-no-screen'] ?? null,
  }));

/** The operation `operationId` of the contract, or undefined. */
export const findOperation = (doc, operationId) =>
  operationsOf(doc).find((found) => found.operationId === operationId);

/** The row of a paged list: its schema's name (an SDK entity) and its fields. */
export function pagedRowsOf(doc, found) {
  const paged = collectPagedOperations(doc).find((row) => row.operationId === found.operationId);
  if (paged === undefined) return undefined;
  const answer = resolveRef(doc, found.operation.responses['200']);
  const page = resolveRef(doc, answer.content['application/json'].schema);
  return schemaFields(doc, page.properties[paged.rows].items);
}

/** The request body of an operation: its schema's name (a `fieldRules` key) and fields. */
export function requestBodyOf(doc, found) {
  const media = Object.values(resolveRef(doc, found.operation.requestBody)?.content ?? {})[0];
  return media && schemaFields(doc, media.schema);
}

/** The operation's query parameters, described as fields (their label from the schema's `title`). */
export function queryParametersOf(doc, found) {
  return queryOf(doc, found.operation).map((parameter) => ({
    ...describeField(doc, parameter.name, parameter.schema ?? {}, parameter.required === true),
    ...(typeof parameter.title === 'string' ? { label: parameter.title } : {}),
  }));
}

/** The enums the contract labels, by their name in the SDK's `enumLabels`: their keys, in order. */
export function labelledEnums(doc) {
  return new Map(
    collectEnumLabels(doc).map((row) => [row.name, row.entries.map((entry) => entry.key)]),
  );
}

/** The `labelledEnums` key of an enum field: its schema's, else its property's of `schemaName`. */
export function labelsNameOf(labelled, schemaName, field) {
  if (field.enum === null) return null;
  const names = [field.enumRef, schemaName && `${schemaName}${pascal(field.name)}`];
  return names.find((name) => name && labelled.has(name)) ?? null;
}

/** The contract's text without the operation's `x-no-screen` (all its lines), comments kept. */
export function withoutNoScreen(text, found) {
  const operation = parseDocument(text).getIn(['paths', found.path, found.method], true);
  const pair = operation?.items.find((entry) => entry.key?.value === 'x-no-screen');
  if (pair === undefined) return text;
  const lineStart = text.lastIndexOf('\n', pair.key.range[0]) + 1;
  // A block scalar's range ends after its last line break: the entry ends before it.
  const end = text.slice(0, pair.value.range[1]).trimEnd().length;
  const lineEnd = text.indexOf('\n', end);
  return text.slice(0, lineStart) + text.slice(lineEnd === -1 ? text.length : lineEnd + 1);
}
