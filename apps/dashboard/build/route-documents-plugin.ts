import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import type { RouteRecord } from '../scripts/route-table.mjs';

/**
 * A route as its documents need it, as the route table's reader gives it: its layout, its pages'
 * and their first queries' modules, each role's page and each page's first API calls.
 */
export type DocumentRoute = Pick<
  RouteRecord,
  'path' | 'layout' | 'pages' | 'queries' | 'byRole' | 'firstCalls'
>;

/** The build's chunks: the file of each module (manifest keys), each file's static imports. */
export type ChunkGraph = {
  fileOf: (module: string) => string | undefined;
  importsOf: (file: string) => readonly string[];
  /** The entry's file: it and its imports are preloaded by index.html's own links. */
  entry: string;
};

/** The app's query client: a page's first queries are asked for through it. */
const QUERY_CLIENT = 'src/lib/query-client.ts';

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
 * The files a page needs beyond the entry, in the order they are asked for: its first queries'
 * code first (the API call waits for it alone), then its page's and its layout's.
 */
function filesToPreload(
  modules: { layout: string; page: string; queries: string | null },
  graph: ChunkGraph,
): string[] {
  const entryFiles = closure(graph, [graph.entry], new Set());
  const fileOf = (module: string) => {
    const file = graph.fileOf(module);
    if (!file) throw new Error(`route documents: no chunk holds ${module}`);
    return file;
  };
  // lazy-page.ts's prefetch imports the query client beside the first queries.
  const first = modules.queries === null ? [] : [modules.queries, QUERY_CLIENT];
  const ordered = [...first, modules.page, modules.layout].map(fileOf);
  return [...closure(graph, ordered, new Set(entryFiles))].filter((file) => !entryFiles.has(file));
}

/**
 * The documents of the routes a browser can open by their address alone (no `:param`), each its
 * file in dist/, the files it preloads beyond the entry's and the API calls `public/boot.js` asks
 * for before the code has come: `users.html` for `/users`, `merchant/list.html` for
 * `/merchant/list`; a page by role gets one per role, `index.A.html`, `edit.AP.html` (the role
 * cookie's value without its comma), which nginx picks by the `role` cookie (deploy/nginx.conf).
 * `/`'s document is `index`; index.html itself stays the document of every other address,
 * preloading the entry's files only.
 */
export function routeDocuments(
  routes: readonly DocumentRoute[],
  layouts: Readonly<Record<string, string>>,
  graph: ChunkGraph,
) {
  return routes.flatMap((route) => {
    if (route.path.includes(':')) return [];
    const name = route.path === '/' ? 'index' : route.path.slice(1);
    const layout = layouts[route.layout];
    if (!layout) throw new Error(`route documents: ${route.path} has no layout ${route.layout}`);
    const documentOf = (fileName: string, index: number) => {
      const page = route.pages[index];
      if (!page) throw new Error(`route documents: ${route.path} has no page ${index}`);
      const queries = route.queries[index] ?? null;
      const files = filesToPreload({ layout, page, queries }, graph);
      return { fileName, files, firstCalls: route.firstCalls?.[index] ?? [] };
    };
    if (!route.byRole) return [documentOf(`${name}.html`, 0)];
    return Object.entries(route.byRole).map(([role, index]) =>
      documentOf(`${name}.${role.replace(',', '')}.html`, index),
    );
  });
}

/** index.html with a `<link rel="modulepreload">` per file after its own (the entry's) links. */
export function withPreloads(html: string, files: readonly string[], base: string): string {
  const at = html.lastIndexOf('<link rel="modulepreload"');
  if (at < 0) throw new Error('route documents: index.html has no modulepreload link');
  const end = html.indexOf('>', at) + 1;
  const links = files.map(
    (file) => `\n    <link rel="modulepreload" crossorigin href="${base}${file}">`,
  );
  return `${html.slice(0, end)}${links.join('')}${html.slice(end)}`;
}

/**
 * The document with a `<meta name="first-call">` per URL before `boot.js`, which reads them as it
 * runs (docs/performance.md#the-first-call-asked-for-by-bootjs).
 */
export function withFirstCalls(html: string, urls: readonly string[]): string {
  if (urls.length === 0) return html;
  const boot = '<script src="/boot.js"></script>';
  const at = html.indexOf(boot);
  if (at < 0) throw new Error('route documents: index.html does not load /boot.js');
  const metas = urls.map(
    (url) => `<meta name="first-call" content="${url.replaceAll('&', '&amp;')}" />\n    `,
  );
  return `${html.slice(0, at)}${metas.join('')}${html.slice(at)}`;
}

/** The bundle's chunks by module (relative to `root`) and file. */
function graphOf(bundle: Rolldown.OutputBundle, root: string): ChunkGraph {
  const chunks = Object.values(bundle).flatMap((output) =>
    output.type === 'chunk' ? [output] : [],
  );
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route documents: the bundle has no entry');
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
 * Writes, beside index.html, a document per route (`routeDocuments`) that names the route's
 * whole code: the browser's preload scanner asks for it with the entry's files, in one round trip
 * after the document, instead of one level of imports per round trip once the entry has run
 * (docs/performance.md#the-routes-code-named-by-its-own-document, ADR 0229). No script: nothing
 * grows on `/login`. A route's document also names the API calls its page makes first, which
 * `public/boot.js` asks for while the code downloads (ADR 0254). The routes and those calls are
 * read from the code (scripts/route-table.mjs), their files from the bundle.
 */
export function routeDocumentsPlugin(): Plugin {
  let root = '';
  let base = '/';
  /** The mock build answers the API in the page, once its worker is up: no call before that. */
  let mockBuild = false;
  return {
    name: 'backoffice:route-documents',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
      mockBuild = config.env.VITE_MOCK === 'browser';
    },
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const { readRouteTable } = await import('../scripts/route-table.mjs');
      const { routes, layouts } = await readRouteTable({ firstCalls: !mockBuild });
      for (const document of routeDocuments(routes, layouts, graphOf(bundle, root))) {
        const preloaded = withPreloads(String(html.source), document.files, base);
        this.emitFile({
          type: 'asset',
          fileName: document.fileName,
          source: withFirstCalls(preloaded, document.firstCalls),
        });
      }
    },
  };
}
