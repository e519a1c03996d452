import { describe, expect, it } from 'vitest';
import { areaHandlers, areas } from '../src/handlers';
import { handlerKey, pipelineAnswer, pipelineHandler } from '../src/pipeline/pipeline';
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

  it('refuses to build a pipeline that would leave an operation unanswered', () => {
    const [dropped, ...rest] = areaHandlers;
    if (dropped === undefined) throw new Error('no area handlers');
    const operation = contract.byKey.get(handlerKey(dropped));
    expect(() =>
      pipelineHandler(pipelineAnswer({ contract, handlers: rest, reset: () => {} })),
    ).toThrow(`The mock has no handler for: ${operation?.operationId} (${handlerKey(dropped)})`);
  });
});
