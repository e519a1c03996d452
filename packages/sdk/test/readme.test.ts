// The README's API section is hand-written, so this keeps it from drifting from the code: every
// value the root entry exports is named there, every function it shows being called is
// exported, and every type it lists is exported too.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as sdk from '../src/index';

const readme = readFileSync(resolve(__dirname, '../README.md'), 'utf8');
const index = readFileSync(resolve(__dirname, '../src/index.ts'), 'utf8');

/** The code block of the `## API` section. */
function apiBlock(): string {
  const section = readme.slice(readme.indexOf('\n## API\n'));
  const block = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('README has no API code block');
  return block;
}

/**
 * Names of the types the root entry exports (`export type { A, B }`, or `type A` beside values in
 * `export { type A, b }`), generated aliases aside.
 */
function exportedTypes(): Set<string> {
  const names = new Set<string>();
  for (const [, list] of index.matchAll(/export type \{([^}]+)\}/g)) {
    for (const name of (list ?? '').split(',')) names.add(name.trim());
  }
  for (const [, list] of index.matchAll(/export \{([^}]+)\}/g)) {
    for (const [, name] of (list ?? '').matchAll(/\btype (\w+)/g)) names.add(name ?? '');
  }
  return names;
}

describe('README API section', () => {
  const block = apiBlock();
  const code = block.replace(/\/\/.*$/gm, '');

  it('names every value the root entry exports', () => {
    const missing = Object.keys(sdk).filter((name) => !new RegExp(`\\b${name}\\b`).test(block));
    expect(missing).toEqual([]);
  });

  it('calls only functions the root entry exports', () => {
    const called = [...code.matchAll(/^([a-zA-Z]+)\(/gm)].map(([, name]) => name);
    expect(called.length).toBeGreaterThan(5);
    expect(called.filter((name) => name === undefined || !(name in sdk))).toEqual([]);
  });

  it('lists only types the root entry exports', () => {
    const typesPart = block.slice(block.indexOf('// types'));
    const listed = [...typesPart.matchAll(/\b([A-Z][A-Za-z]+)\b/g)]
      .map(([, name]) => name ?? '')
      .filter((name) => !['Partner', 'PartnerPage', 'User', 'Merchant'].includes(name));
    const types = exportedTypes();
    expect(listed.filter((name) => !types.has(name))).toEqual([]);
  });

  it('shows ApiError with every kind', () => {
    expect(block).toContain(
      "kind: 'http' | 'network' | 'timeout' | 'aborted' | 'invalid-response' | 'invalid-request';",
    );
  });
});
