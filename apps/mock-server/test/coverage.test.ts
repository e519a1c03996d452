import { describe, expect, it } from 'vitest';
import { areaRoutes, areas } from '../src/handlers';
import { pipelineAnswer, pipelineHandler } from '../src/pipeline/pipeline';
import { contract } from './support/api';

describe('coverage: the mock implements the whole contract', () => {
  it('every operation of the YAML has a handler (lists the missing operationIds)', () => {
    const handled = new Set(areaRoutes.map((route) => route.key));
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
    const [dropped, ...rest] = areaRoutes;
    if (dropped === undefined) throw new Error('no area handlers');
    const operation = contract.byKey.get(dropped.key);
    expect(() =>
      pipelineHandler(pipelineAnswer({ contract, routes: rest, reset: () => {} })),
    ).toThrow(`The mock has no handler for: ${operation?.operationId} (${dropped.key})`);
  });
});
