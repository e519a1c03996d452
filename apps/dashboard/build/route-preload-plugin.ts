import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** A route as the preload script matches it: wouter's pattern, and the modules it opens with. */
export type PreloadRoute = {
  pattern: RegExp;
  /** Its layout's module, then per page variant (one, or one per role) its first queries' and page's modules. */
  layout: string;
  variants: readonly (readonly string[])[];
};

/** The build's chunks: the file of each module (manifest keys), each file's static imports. */
export type ChunkGraph = {
  fileOf: (module: string) => string | undefined;
  importsOf: (file: string) => readonly string[];
  /** The entry's file: it and its imports are preloaded by index.html's own links. */
  entry: string;
};

/** A file and every file it imports statically, recursively, into `seen`. */
function closure(graph: ChunkGraph, files: readonly string[], seen: Set<string>): Set<string> {
  for (const file of files) {
    if (seen.has(file)) continue;
    seen.add(file);
    closure(graph, graph.importsOf(file), seen);
  }
  return seen;
}

/**
 * The files a route needs beyond the entry, in the order they are asked for: its first queries'
 * code first (the API call waits for it), then its layout's and its page's. A page that differs
 * by role (`/`) gets the files all its variants share: the script does not know the role.
 */
export function filesToPreload(route: PreloadRoute, graph: ChunkGraph): string[] {
  const entryFiles = closure(graph, [graph.entry], new Set());
  const fileOf = (module: string) => {
    const file = graph.fileOf(module);
    if (!file) throw new Error(`route preload: no chunk holds ${module}`);
    return file;
  };
  const ordered = (modules: readonly string[]) =>
    [...closure(graph, modules.map(fileOf), new Set(entryFiles))].filter(
      (file) => !entryFiles.has(file),
    );
  const [first = [], ...others] = route.variants.map(ordered);
  const shared = first.filter((file) => others.every((files) => files.includes(file)));
  return [...new Set([...shared, ...ordered([route.layout])])];
}

/**
 * The script index.html loads beside the entry: it finds the route of the address as the router
 * does (the first pattern that matches) and adds a `<link rel="modulepreload">` per file of that
 * route, so the browser asks for the route's whole code at once instead of one level of imports
 * per round trip (docs/performance.md#what-a-lists-user-waits-for).
 */
export function preloadScript(routes: readonly PreloadRoute[], graph: ChunkGraph, base: string) {
  const files: string[] = [];
  const table = routes.map((route) => [
    route.pattern.source,
    route.pattern.flags,
    filesToPreload(route, graph).map((file) => {
      if (!files.includes(file)) files.push(file);
      return files.indexOf(file);
    }),
  ]);
  return `(function(){var f=${JSON.stringify(files)},r=${JSON.stringify(table)},p=location.pathname,i,j,l;for(i=0;i<r.length;i++)if(new RegExp(r[i][0],r[i][1]).test(p)){for(j=0;j<r[i][2].length;j++){l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=${JSON.stringify(base)}+f[r[i][2][j]];document.head.appendChild(l)}break}})();\n`;
}

/** wouter's pattern parser (regexparam), as the app's router uses it. */
function wouterParser(): (path: string) => { pattern: RegExp } {
  const fromWouter = createRequire(createRequire(import.meta.url).resolve('wouter'));
  return fromWouter('regexparam').parse;
}

/** The bundle's chunks by module (relative to `root`) and file. */
function graphOf(bundle: Rolldown.OutputBundle, root: string): ChunkGraph {
  const chunks = Object.values(bundle).flatMap((output) =>
    output.type === 'chunk' ? [output] : [],
  );
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route preload: the bundle has no entry');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  return {
    entry: entry.fileName,
    importsOf: (file) => byFile.get(file)?.imports ?? [],
    fileOf: (module) => {
      const id = resolve(root, module);
      const facade = chunks.find((chunk) => chunk.facadeModuleId === id);
      return (facade ?? chunks.find((chunk) => chunk.moduleIds.includes(id)))?.fileName;
    },
  };
}

/**
 * Adds the route preload script (above) to the production build: an asset of its own, loaded
 * by index.html before the entry (the CSP allows no inline script). The routes are read from the code
 * (scripts/route-table.mjs), their files from the bundle.
 */
export function routePreload(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'backoffice:route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const { readRouteTable } = await import('../scripts/route-table.mjs');
      const table = await readRouteTable();
      const parse = wouterParser();
      const routes = table.routes
        .filter((route) => route.pages.length > 0)
        .map((route) => ({
          pattern: parse(route.path).pattern,
          layout: table.layouts[route.layout] ?? '',
          variants: route.pages.map((page, index) => {
            const queries = route.queries[index];
            return queries ? [queries, page] : [page];
          }),
        }));
      const fileName = this.emitFile({
        type: 'asset',
        name: 'route-preload.js',
        source: preloadScript(routes, graphOf(bundle, root), base),
      });
      const src = `${base}${this.getFileName(fileName)}`;
      // Async, but asked for as early as the entry's own files: an async script's default
      // priority is low, and it would come after them.
      const tag = `<script async fetchpriority="high" src="${src}"></script>`;
      const source = String(html.source);
      const at = source.indexOf('<script type="module"');
      if (at < 0) this.error('route preload: index.html has no module script');
      html.source = `${source.slice(0, at)}${tag}\n    ${source.slice(at)}`;
    },
  };
}
