import { dirname, relative } from 'node:path/posix';
import type { Plugin, Rollup } from 'vite';

/** A route's first-query module (lib/page-query.ts): `page-queries.ts`, `list-page-queries.ts`. */
const PAGE_QUERIES = /page-queries\.ts$/;

/**
 * A route's first-query chunk (a feature's `page-queries.ts`, loaded with `import()` beside the
 * page) also imports, directly, every chunk it needs through its imports' imports: the browser
 * asks for the whole set as soon as that small chunk has arrived, in one round trip, rather than
 * one level of the chunk graph per round trip (four on a list: the list's query part, the kit's
 * `list-page-query`, `list-query`, `api`, then `api-client` and TanStack Query's core). The
 * first API call then goes out two rounds after the entry, whatever the depth of the graph
 * (ADR 0116). Rollup's `output.hoistTransitiveImports` does this for every chunk; rolldown does
 * not implement it, and done for every lazy chunk it cost 13 KB of import lines and took
 * `/wirthdraw` over its budget (docs/performance.md#the-cold-first-visit).
 *
 * The added imports come after the chunk's own, so modules run in the same order as before: each
 * added chunk is reached, and run, through the chunk's own imports first. Chunks the entry
 * imports are left out: they are loaded (and preloaded by index.html) before any `import()`.
 * Done once the file names are set: the added imports are redundant (each is reached through the
 * chunk's own imports too), so a chunk whose added list changed under the same name still works.
 */
export function hoistPageQueryImports(): Plugin {
  return {
    name: 'backoffice:hoist-page-query-imports',
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
        if (!chunk.isDynamicEntry || !PAGE_QUERIES.test(chunk.facadeModuleId ?? '')) continue;
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
