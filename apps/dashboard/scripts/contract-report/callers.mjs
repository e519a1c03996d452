/**
 * Which files call which operation of the contract, read from their code (scan.mjs): by the
 * `/v1/…` path they pass to a call, or by the operationId they name (the list kit). Shared by
 * the contract report and the tests that hold the contract's marks to the code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { operationsOf, readContract } from '../new-screen/contract.mjs';
import { operationOfCall } from './coverage.mjs';
import { apiCallsIn, operationIdsIn } from './scan.mjs';

/** Files under `dir` whose name `wanted` matches, by path. */
export const filesUnder = (dir, wanted) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && wanted.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

/** Every operation of a contract file: { operationId, method, path, noScreen }. */
export function readOperations(contractFile) {
  return operationsOf(readContract(contractFile).doc).map(({ method, path, operation }) => ({
    operationId: operation.operationId,
    method: method.toUpperCase(),
    path,
    noScreen: operation['x-no-screen'] ?? null,
  }));
}

/** Operation id → the files of `files` that call it, by its path or by its id. */
export function callersByOperation(files, operations) {
  const callers = new Map(operations.map((operation) => [operation.operationId, new Set()]));
  const ids = new Set(callers.keys());
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    // Parsing is the cost: a file without a `/v1/` path has no path call.
    const calls = text.includes('/v1/') ? apiCallsIn(text, file) : [];
    for (const call of calls) {
      const operation = operationOfCall(call, operations);
      if (operation) callers.get(operation.operationId).add(file);
    }
    for (const id of operationIdsIn(text, ids, file)) callers.get(id).add(file);
  }
  return callers;
}
