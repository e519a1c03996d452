import { describe, expect, it } from 'vitest';
import { areas } from '../src/handlers';
import { contract } from './support/api';

// An area listed in src/handlers/index.ts is complete: it handles every operation of its tag
// and nothing of another tag. (test/coverage.test.ts checks that every area is listed.)
describe.each(Object.entries(areas))('area %s', (tag, routes) => {
  it('handles exactly the operations of its contract tag', () => {
    const expected = contract.operations.filter((op) => op.tag === tag).map((op) => op.key);
    expect(expected.length, `the contract has no operation tagged ${tag}`).toBeGreaterThan(0);
    expect(routes.map((route) => route.key).sort()).toEqual(expected.sort());
  });
});
