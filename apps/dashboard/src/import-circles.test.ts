import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { importedFiles as imports, repoDir as repo, sourceFiles } from '../test/source-imports';

// No import circles in the dashboard, the mock or the packages (docs/engineering.md#code-layout):
// a circle makes what a module sees at load time depend on which file was asked for first, and
// ties files that should change apart. Type-only and lazy imports count too: they are how the ones
// this test was written for hid (a lazy chunk importing the types of the file that loads it).

const roots = [
  join(repo, 'apps/dashboard/src'),
  join(repo, 'apps/mock-server/src'),
  ...readdirSync(join(repo, 'packages')).map((name) => join(repo, 'packages', name, 'src')),
].filter((dir) => existsSync(dir));

/** Every circle a depth-first walk of `graph` meets, each as `a -> b -> a`. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const done = new Set<string>();
  const path: string[] = [];
  const found: string[] = [];
  const visit = (file: string) => {
    const at = path.indexOf(file);
    if (at !== -1) {
      found.push([...path.slice(at), file].join(' -> '));
      return;
    }
    if (done.has(file) || !graph.has(file)) return;
    path.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    path.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return found;
}

describe('import circles', () => {
  const files = roots.flatMap(sourceFiles);

  it('reads the dashboard, the mock and every package', () => {
    expect(roots.map((root) => relative(repo, root))).toEqual(
      expect.arrayContaining([
        'apps/dashboard/src',
        'apps/mock-server/src',
        'packages/sdk/src',
        'packages/ui/src',
      ]),
    );
    expect(files.length).toBeGreaterThan(500);
  });

  it('finds a circle however it is closed', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'd']],
      ['c', ['a']],
      ['d', []],
    ]);
    expect(circles(graph)).toEqual(['a -> b -> c -> a']);
    // A lazy import and a type-only import are edges too.
    const bulk = join(repo, 'apps/dashboard/src/lib/list/bulk');
    expect(imports(join(bulk, 'bulk-bar.tsx'))).toContain(join(bulk, 'bulk-actions.tsx'));
    expect(imports(join(bulk, 'bulk-actions.tsx'))).toContain(join(bulk, 'bulk-selection.ts'));
  });

  it('finds none', () => {
    const graph = new Map(files.map((file) => [relative(repo, file), imports(file)]));
    const named = new Map(
      [...graph].map(([file, targets]) => [file, targets.map((target) => relative(repo, target))]),
    );
    expect(circles(named)).toEqual([]);
  });
});
