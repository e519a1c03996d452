import { describe, expect, it } from 'vitest';
import { areas } from '../src/handlers';
import { handlerKey } from '../src/pipeline/pipeline';
import { contract } from './support/api';

// An area listed in src/handlers/index.ts is complete: it handles every operation of its tag
// and nothing of another tag. (test/coverage.test.ts checks that every area is listed.)
describe.each(Object.entries(areas))('area %s', (tag, handlers) => {
  it('handles exactly the operations of its contract tag', () => {
    const expected = contract.operations.filter((op) => op.tag === tag).map((op) => op.key);
    expect(expected.length, `the contract has no operation tagged ${tag}`).toBeGreaterThan(0);
    expect(handlers.map(handlerKey).sort()).toEqual(expected.sort());
  });
});
