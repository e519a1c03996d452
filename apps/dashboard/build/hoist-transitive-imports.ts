import { dirname, relative } from 'node:path/posix';
import type { Plugin, Rollup } from 'vite';

/**
 * Every chunk loaded with `import()` (a route's page, its first queries, a dialog) also imports,
 * directly, every chunk it needs through its imports' imports: the browser then asks for the
 * whole set as soon as the chunk has arrived, in one round trip, rather than one level of the
 * chunk graph per round trip (four or five levels on a list page). Rollup does this by default
 * (`output.hoistTransitiveImports`); rolldown does not implement it. Links added from script
 * would do the same at a cost on the main thread (ADR 0093); imports cost nothing there
 * (ADR 0105).
 *
 * The added imports come after the chunk's own, so modules run in the same order as before: each
 * added chunk is reached, and run, through the chunk's own imports first. Chunks the entry
 * imports are left out: they are loaded (and preloaded by index.html) before any `import()`.
 * Done once the file names are set: the added imports are redundant (each is reached through the
 * chunk's own imports too), so a chunk whose added list changed under the same name still works.
 */
export function hoistTransitiveImports(): Plugin {
  return {
    name: 'backoffice:hoist-transitive-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rollup.OutputChunk>();
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') chunks.set(file.fileName, file);
      }
      const closureOf = (fileNames: readonly string[]): Set<string> => {
        const closure = new Set<string>();
        const pending = [...fileNames];
        for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
          if (closure.has(next)) continue;
          closure.add(next);
          pending.push(...(chunks.get(next)?.imports ?? []));
        }
        return closure;
      };
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
      const loadedFirst = closureOf(entries.map((chunk) => chunk.fileName));

      for (const chunk of chunks.values()) {
        if (!chunk.isDynamicEntry || loadedFirst.has(chunk.fileName)) continue;
        const hoisted = [...closureOf(chunk.imports)].filter(
          (file) => !chunk.imports.includes(file) && !loadedFirst.has(file),
        );
        if (hoisted.length === 0) continue;
        const from = dirname(chunk.fileName);
        const lines = hoisted.map((file) => `import"./${relative(from, file)}";`);
        chunk.code = `${chunk.code}\n${lines.join('')}\n`;
        chunk.imports = [...chunk.imports, ...hoisted];
      }
    },
  };
}
