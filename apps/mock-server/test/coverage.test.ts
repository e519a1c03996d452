import { describe, expect, it } from 'vitest';
import { areaHandlers, areas } from '../src/handlers';
import { handlerKey } from '../src/pipeline/pipeline';
import { contract } from './support/api';

describe('coverage: the mock implements the whole contract', () => {
  it('every operation of the YAML has a handler (lists the missing operationIds)', () => {
    const handled = new Set(areaHandlers.map(handlerKey));
    const missing = contract.operations
      .filter((op) => !handled.has(op.key))
      .map((op) => `${op.tag}: ${op.operationId} (${op.key})`);
    expect(missing).toEqual([]);
  });

  it('every tag of the contract is a declared area of src/handlers/index.ts', () => {
    const tags = [...new Set(contract.operations.map((op) => op.tag))];
    expect(tags.filter((tag) => !(tag in areas))).toEqual([]);
  });
});
