import type { Rollup } from 'vite';
import { hoistTransitiveImports } from './hoist-transitive-imports.ts';

type Chunk = Pick<Rollup.OutputChunk, 'type' | 'fileName' | 'code' | 'imports' | 'isEntry'> &
  Pick<Rollup.OutputChunk, 'isDynamicEntry'>;

function chunk(fileName: string, imports: string[], kind: 'entry' | 'lazy' | 'shared'): Chunk {
  const code = imports.map((file) => `import"./${file.slice('assets/'.length)}";`).join('');
  return {
    type: 'chunk',
    fileName,
    code: `${code}export const x = 1;`,
    imports,
    isEntry: kind === 'entry',
    isDynamicEntry: kind === 'lazy',
  };
}

/** Runs the plugin's generateBundle hook on chunks named by file. */
function hoist(chunks: Chunk[]): Record<string, Chunk> {
  const bundle = Object.fromEntries(chunks.map((each) => [each.fileName, each]));
  const hook = hoistTransitiveImports().generateBundle as unknown as (
    options: unknown,
    bundle: unknown,
  ) => void;
  hook({}, bundle);
  return bundle;
}

it("makes a lazy chunk import its imports' imports, after its own, except what the entry loads", () => {
  const bundle = hoist([
    chunk('assets/index.js', ['assets/react.js'], 'entry'),
    chunk('assets/react.js', [], 'shared'),
    chunk('assets/page.js', ['assets/list.js'], 'lazy'),
    chunk('assets/list.js', ['assets/params.js', 'assets/react.js'], 'shared'),
    chunk('assets/params.js', ['assets/route-id.js'], 'shared'),
    chunk('assets/route-id.js', [], 'shared'),
  ]);
  expect(bundle['assets/page.js']?.code).toBe(
    'import"./list.js";export const x = 1;\nimport"./params.js";import"./route-id.js";\n',
  );
  expect(bundle['assets/page.js']?.imports).toEqual([
    'assets/list.js',
    'assets/params.js',
    'assets/route-id.js',
  ]);
  // Only chunks loaded with import() start a chain; the others are left as they were.
  expect(bundle['assets/list.js']?.code).toBe(
    'import"./params.js";import"./react.js";export const x = 1;',
  );
  expect(bundle['assets/index.js']?.code).toBe('import"./react.js";export const x = 1;');
});
