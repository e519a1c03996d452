import type { Rollup } from 'vite';
import { hoistPageQueryImports } from './hoist-page-query-imports.ts';

type Chunk = Pick<
  Rollup.OutputChunk,
  'type' | 'fileName' | 'code' | 'imports' | 'isEntry' | 'isDynamicEntry' | 'facadeModuleId'
>;

function chunk(
  fileName: string,
  imports: string[],
  kind: 'entry' | 'lazy' | 'shared',
  module: string | null = null,
): Chunk {
  const code = imports.map((file) => `import"./${file.slice('assets/'.length)}";`).join('');
  return {
    type: 'chunk',
    fileName,
    code: `${code}export const x = 1;`,
    imports,
    isEntry: kind === 'entry',
    isDynamicEntry: kind === 'lazy',
    facadeModuleId: module,
  };
}

/** Runs the plugin's generateBundle hook on chunks named by file. */
function hoist(chunks: Chunk[]): Record<string, Chunk> {
  const bundle = Object.fromEntries(chunks.map((each) => [each.fileName, each]));
  const hook = hoistPageQueryImports().generateBundle as unknown as (
    options: unknown,
    bundle: unknown,
  ) => void;
  hook({}, bundle);
  return bundle;
}

const bundle = () =>
  hoist([
    chunk('assets/index.js', ['assets/react.js', 'assets/api-client.js'], 'entry', '/src/main.tsx'),
    chunk('assets/react.js', [], 'shared'),
    chunk('assets/api-client.js', [], 'shared'),
    chunk(
      'assets/page-queries.js',
      ['assets/user-list-query.js', 'assets/list-page-query.js'],
      'lazy',
      '/src/features/users/page-queries.ts',
    ),
    chunk(
      'assets/list-page-queries.js',
      ['assets/list-page-query.js'],
      'lazy',
      '/src/features/promos/list-page-queries.ts',
    ),
    chunk(
      'assets/user-page.js',
      ['assets/list-page.js'],
      'lazy',
      '/src/features/users/user-page.tsx',
    ),
    chunk('assets/list-page.js', ['assets/table.js', 'assets/list-query.js'], 'shared'),
    chunk('assets/table.js', [], 'shared'),
    chunk('assets/user-list-query.js', ['assets/filters.js'], 'shared'),
    chunk('assets/filters.js', [], 'shared'),
    chunk('assets/list-page-query.js', ['assets/list-query.js'], 'shared'),
    chunk('assets/list-query.js', ['assets/api.js', 'assets/api-client.js'], 'shared'),
    chunk('assets/api.js', [], 'shared'),
  ]);

it("makes a route's first-query chunk import its imports' imports, after its own, except what the entry loads", () => {
  expect(bundle()['assets/page-queries.js']?.code).toBe(
    'import"./user-list-query.js";import"./list-page-query.js";export const x = 1;\n' +
      'import"./list-query.js";import"./api.js";import"./filters.js";\n',
  );
  expect(bundle()['assets/page-queries.js']?.imports).toEqual([
    'assets/user-list-query.js',
    'assets/list-page-query.js',
    'assets/list-query.js',
    'assets/api.js',
    'assets/filters.js',
  ]);
  expect(bundle()['assets/list-page-queries.js']?.imports).toEqual([
    'assets/list-page-query.js',
    'assets/list-query.js',
    'assets/api.js',
  ]);
});

it('leaves every other chunk as it was: a page, what the chunks share, the entry', () => {
  const after = bundle();
  expect(after['assets/user-page.js']?.code).toBe('import"./list-page.js";export const x = 1;');
  expect(after['assets/list-query.js']?.code).toBe(
    'import"./api.js";import"./api-client.js";export const x = 1;',
  );
  expect(after['assets/index.js']?.imports).toEqual(['assets/react.js', 'assets/api-client.js']);
});
