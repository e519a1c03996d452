#!/usr/bin/env node
/**
 * JS budget per route (docs/engineering.md#budgets): `/login` ≤ 100 KB gzip, every other route ≤ 150 KB gzip.
 * Builds the app, then reads dist/.vite/manifest.json and adds up, for each route, the gzip size
 * of every JS file the route needs: the entry and its static imports, plus the route's lazy
 * chunks (its layout and its page) and their static imports. Prints a table; exits 1 over budget.
 *
 * Routes and their lazy modules are read from src/app/routes.ts and src/app/layouts/layouts.ts,
 * so a new route is measured without touching this script.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const KB = 1024;
const BUDGETS = { '/login': 100 * KB, default: 150 * KB };

if (!process.argv.includes('--no-build')) {
  execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}

/** @type {Record<string, {file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], src?: string}>} */
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** Manifest key of a source module imported as '@/x/y' or './y' from `fromFile`. */
function manifestKey(specifier, fromFile) {
  const base = specifier.startsWith('@/')
    ? join(root, 'src', specifier.slice(2))
    : resolve(dirname(fromFile), specifier);
  const candidates = ['.tsx', '.ts'].map((ext) => relative(root, base + ext));
  const key = candidates.find((candidate) => candidate in manifest);
  if (!key)
    throw new Error(`No manifest entry for ${specifier} (from ${relative(root, fromFile)})`);
  return key;
}

/**
 * Each route of routes.ts that has a page: its path, its layout kind and the module its `import()`
 * loads. A route without a page yet (`page: null`) loads nothing of its own and is skipped.
 */
function readRoutes() {
  const file = join(root, 'src/app/routes.ts');
  const source = readFileSync(file, 'utf8');
  const routes = [];
  // One piece per route entry: from its `path:` to the next one.
  for (const entry of source.split(/(?=\bpath:\s*')/).slice(1)) {
    const path = entry.match(/^path:\s*'([^']+)'/)?.[1];
    const layout = entry.match(/layout:\s*'([^']+)'/)?.[1];
    const page = entry.match(/page:\s*lazyPage\(\(\)\s*=>\s*import\('([^']+)'\)/)?.[1];
    if (path && layout && page) routes.push({ path, layout, page: manifestKey(page, file) });
  }
  if (routes.length === 0) throw new Error('No route with a page found in src/app/routes.ts');
  return routes;
}

function readLayouts() {
  const file = join(root, 'src/app/layouts/layouts.ts');
  const source = readFileSync(file, 'utf8');
  const layouts = new Map();
  for (const match of source.matchAll(/(\w+):\s*lazyPage\(\(\)\s*=>\s*import\('([^']+)'\)/g)) {
    layouts.set(match[1], manifestKey(match[2], file));
  }
  return layouts;
}

/** Every JS file a chunk needs before it runs: itself and its static imports, recursively. */
function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    staticClosure(chunk.imports ?? [], seen);
  }
  return seen;
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  }
  return gzipCache.get(file);
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry) throw new Error('The manifest has no entry chunk');
// The toast region is lazy but not optional: it loads with the first toast on any route (on
// /login: the guards' access message). Every route counts it.
const toastHost = manifestKey('./toast-host', join(root, 'src/lib/notify.ts'));
const entryFiles = staticClosure([entry, toastHost]);
const layouts = readLayouts();

/** A chunk with everything it may load: its static and its dynamic imports, recursively. */
function fullClosure(keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    fullClosure([...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])], seen);
  }
  return seen;
}

function row(label, files, budget) {
  const jsFiles = [...files].filter((file) => file.endsWith('.js'));
  const bytes = jsFiles.reduce((sum, file) => sum + gzipSize(file), 0);
  return { route: label, files: jsFiles.length, bytes, budget, ok: bytes <= budget };
}

/**
 * A route's row counts the entry, its layout and its page. A page that picks one of several
 * lazy parts (`/` loads the dashboard of the session's role) gets a row per part as well, with
 * everything that part may load: what one user of that route can end up downloading.
 */
const rows = readRoutes().flatMap((route) => {
  const layout = layouts.get(route.layout);
  if (!layout) throw new Error(`Unknown layout ${route.layout} for ${route.path}`);
  const budget = BUDGETS[route.path] ?? BUDGETS.default;
  const files = staticClosure([layout, route.page], new Set(entryFiles));
  const parts = (manifest[route.page].dynamicImports ?? []).map((key) => {
    const name = (manifest[key].src ?? key)
      .split('/')
      .pop()
      .replace(/\.tsx?$/, '');
    return row(`${route.path} ${name}`, fullClosure([key], new Set(files)), budget);
  });
  return [row(route.path, files, budget), ...parts];
});

const entryBytes = [...entryFiles]
  .filter((f) => f.endsWith('.js'))
  .reduce((s, f) => s + gzipSize(f), 0);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
console.log(
  `\nentry and toast region (every route): ${kb(entryBytes)} gzip in ${entryFiles.size} file(s)\n`,
);
console.log(
  ['route'.padEnd(36), 'files'.padStart(5), 'JS gzip'.padStart(10), 'budget'.padStart(10), ''].join(
    '  ',
  ),
);
for (const row of rows) {
  console.log(
    [
      row.route.padEnd(36),
      String(row.files).padStart(5),
      kb(row.bytes).padStart(10),
      kb(row.budget).padStart(10),
      row.ok ? 'ok' : 'OVER BUDGET',
    ].join('  '),
  );
}
const over = rows.filter((row) => !row.ok);
if (over.length > 0) {
  console.error(
    `\n${over.length} route(s) over budget: ${over.map((row) => row.route).join(', ')}`,
  );
  process.exit(1);
}
