import { join, relative, resolve } from 'node:path';
import { readOperations } from '../new-screen/contract.mjs';
import { callersByOperation, filesUnder } from './scan.mjs';

// The contract's `x-no-screen` says no dashboard screen calls an operation (ADR 0072). Once a
// screen calls it, the mark is stale: this fails until it is removed from api/openapi.yaml.
const dashboard = resolve(import.meta.dirname, '../..');
const src = join(dashboard, 'src');

// Read once when the file loads: parsing the contract and the sources is the whole cost.
const operations = readOperations(join(dashboard, '../../api/openapi.yaml'));
const sources = filesUnder(src, /\.tsx?$/).filter((file) => !/\.test\.tsx?$/.test(file));
const callers = callersByOperation(sources, operations);

describe('x-no-screen in the contract', () => {
  it('marks no operation that a dashboard file calls', () => {
    const marked = operations.filter((operation) => operation.noScreen !== null);
    expect(marked.length).toBeGreaterThan(0);
    const stale = marked
      .filter((operation) => callers.get(operation.operationId).size > 0)
      .map((operation) => {
        const files = [...callers.get(operation.operationId)].map((file) => relative(src, file));
        return `${operation.operationId} (${files.join(', ')})`;
      });
    expect(stale).toEqual([]);
  });
});
