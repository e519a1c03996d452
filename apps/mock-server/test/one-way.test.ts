import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// One way for each of these (docs/engineering.md#tests, apps/mock-server/README.md): a second
// starter of the mock, a second free-port probe or a cache the budget does not need fails here.

const root = resolve(import.meta.dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', 'dist', 'dist-mock'].includes(entry.name) ? [] : sources(path);
    }
    return /\.(?:[cm]?[jt]sx?)$/.test(entry.name) && !/\.d\.[cm]?ts$/.test(entry.name)
      ? [path]
      : [];
  });
}

const files = ['apps', 'packages', 'scripts'].flatMap((dir) => sources(join(root, dir)));
const self = relative(root, import.meta.filename);

/** The files, this one aside, whose text matches `pattern`. */
function filesWith(pattern: RegExp): string[] {
  return files
    .map((file) => relative(root, file))
    .filter((file) => file !== self && pattern.test(readFileSync(join(root, file), 'utf8')))
    .sort();
}

describe('one way', () => {
  it('starts a mock of its own through scripts/mock-process.mjs only (ADR 0185)', () => {
    // The line the server prints once it listens, and the entry a starter spawns.
    expect(filesWith(/Mock API on/)).toEqual([
      'apps/mock-server/src/server.ts',
      'scripts/mock-process.mjs',
    ]);
    expect(filesWith(/['"]src\/server\.ts['"]/)).toEqual(['scripts/mock-process.mjs']);
  });

  it('finds a free port through scripts/mock-process.mjs only', () => {
    expect(filesWith(/function freePort|freePort\s*=/)).toEqual(['scripts/mock-process.mjs']);
  });

  it('refuses a call in a handler only by refuse, refuseField or found (ADR 0227)', () => {
    const handlers = filesWith(/\bresponse\([45]\d\d\)/).filter((file) =>
      file.startsWith('apps/mock-server/src/'),
    );
    expect(handlers).toEqual([]);
    expect(filesWith(/\bexport function (?:refuse|refuseField|found)\b/)).toEqual([
      'apps/mock-server/src/pipeline/errors.ts',
    ]);
  });

  it('keeps data between requests only where bench:mock needs it (ADR 0186)', () => {
    expect(filesWith(/\bremembered\(/)).toEqual([
      'apps/mock-server/src/handlers/partner/views.ts',
      'apps/mock-server/test/lookup.test.ts',
    ]);
  });
});
