#!/usr/bin/env node
/**
 * `pnpm bench:bundle` (docs/engineering.md#budgets): builds the app, then adds up from
 * dist/.vite/manifest.json the gzip size of the JS each route of the route table
 * (route-table.mjs) loads before its screen shows, against `/login` ≤ 100 KB and 150 KB
 * elsewhere; what loads on first use (toaster, dialogs, calendar, palette) is a last column.
 * Also fails when a list module is a chunk of its own (docs/palette.md) and when the mock
 * panel (ADR 0107) is in the build. Exits 1 on any of these.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { printTable } from '../../../scripts/bench-figures.mjs';
import { filesUnder } from './contract-report/scan.mjs';
import { readRouteTable } from './route-table.mjs';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const KB = 1024;
const BUDGETS = { '/login': 100 * KB, default: 150 * KB };

if (!process.argv.includes('--no-build')) {
  execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** A module's name for a row: its file name without the extension. */
const moduleName = (key) => basename(manifest[key]?.src ?? key).replace(/\.tsx?$/, '');

/**
 * The manifest's chunk of a module (by its path from the dashboard); a module the build did not
 * split is an error. A list's query part, which its page imports too, is a shared chunk the
 * manifest keys by file: the one of its name loaded lazily.
 */
function chunkKey(module, what) {
  const dynamicImports = new Set(Object.values(manifest).flatMap((c) => c.dynamicImports ?? []));
  const lazy = [...dynamicImports].filter((key) => manifest[key].name === moduleName(module));
  const key = module in manifest ? module : lazy.length === 1 ? lazy[0] : undefined;
  if (!key) throw new Error(`${what}: no chunk for ${module} in the manifest`);
  return key;
}

/**
 * Every JS file a chunk needs before it runs: itself and its static imports, recursively; with
 * `later`, everything it may load, its dynamic imports too, less those in `later` (code a press
 * loads, such as the date fields' calendar).
 */
function closure(keys, seen = new Set(), later = null) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    const lazy = (later && chunk.dynamicImports?.filter((k) => !later.includes(k))) ?? [];
    closure([...(chunk.imports ?? []), ...lazy], seen, later);
  }
  return seen;
}

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry) throw new Error('The manifest has no entry chunk');
const entryFiles = closure([entry]);
const table = await readRouteTable();

/** What a lazy chunk adds to the entry (a toast's, a dialog's: ADR 0103): its files and imports. */
const onFirstUse = (key) => [...closure([key])].filter((file) => !entryFiles.has(file));
const toastFiles = onFirstUse(chunkKey('src/lib/toast-host.tsx', 'toasts'));
const dialogFiles = onFirstUse(
  chunkKey('../../packages/ui/src/components/dialog-surfaces.tsx', 'dialogs'),
);
// DateInput's calendar (ADR 0115), fetched when a calendar button is first pressed.
const calendarKey = chunkKey('../../packages/ui/src/components/calendar-popover.tsx', 'calendar');
const calendarFiles = onFirstUse(calendarKey);
// The palette (docs/palette.md); the lists it searches are counted in the routes' own pages.
const paletteFiles = onFirstUse(chunkKey('src/app/palette/command-palette.tsx', 'palette'));

const gzipSizes = new Map();
function row(label, files, budget) {
  const jsFiles = [...files].filter((file) => file.endsWith('.js'));
  for (const file of jsFiles) if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSize(file));
  const bytes = jsFiles.reduce((sum, file) => sum + gzipSizes.get(file), 0);
  return { route: label, jsFiles, files: jsFiles.length, bytes, budget, ok: bytes <= budget };
}

/**
 * A row per route (per variant of a page by role): the entry, its layout and its page; and a row
 * per lazy part of a page, with everything that part may load.
 */
const rows = table.routes.flatMap((route) => {
  const layout = chunkKey(table.layouts[route.layout], `layout ${route.layout}`);
  const budget = BUDGETS[route.path] ?? BUDGETS.default;
  return route.pages.flatMap((module, index) => {
    const page = chunkKey(module, route.path);
    const label = route.pages.length > 1 ? `${route.path} ${moduleName(page)}` : route.path;
    // The page's first queries, loaded beside it (`queries` in the route table).
    const queries = route.queries[index];
    const files = closure(
      queries ? [layout, page, chunkKey(queries, `${route.path}'s queries`)] : [layout, page],
      new Set(entryFiles),
    );
    // A date field's button may load the calendar.
    const dateField = Object.values(manifest).some(
      (chunk) => files.has(chunk.file) && (chunk.dynamicImports ?? []).includes(calendarKey),
    );
    // `/login` has no dialogs: its first-use column adds the toaster only.
    const later =
      route.path === '/login'
        ? toastFiles
        : [
            ...toastFiles,
            ...dialogFiles,
            ...(dateField ? calendarFiles : []),
            ...(route.layout === 'default' ? paletteFiles : []),
          ];
    const withFirstUse = row(label, new Set([...files, ...later]), Infinity).bytes;
    // A lazy part's calendar comes with its first opening. A form inside a dialog a user pressed
    // for (`*-dialog-form.tsx`, ADR 0135) loads with that press: shown, not held to the budget.
    // The SDK's own lazy modules (upload, download) load with the call that needs them, on
    // whichever page makes it: not a part of the page whose file holds the SDK's client.
    const ownParts = (manifest[page].dynamicImports ?? []).filter(
      (key) => !key.startsWith('../../packages/'),
    );
    const parts = ownParts.map((key) => {
      const onPress = moduleName(key).endsWith('-dialog-form');
      return row(
        `${label} ${moduleName(key)}${onPress ? ' (on first use)' : ''}`,
        closure([key], new Set(files), [calendarKey]),
        onPress ? Number.POSITIVE_INFINITY : budget,
      );
    });
    return [
      { ...row(label, files, budget), layout: route.layout, withFirstUse, dateField },
      ...parts,
    ];
  });
});

/** The JS files every one of these rows loads. */
function sharedFiles(someRows) {
  const [first, ...others] = someRows.map((r) => new Set(r.jsFiles));
  return [...(first ?? [])].filter((file) => others.every((files) => files.has(file)));
}
const sharedBy = (label, someRows) => row(label, sharedFiles(someRows), Number.POSITIVE_INFINITY);

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const routeRows = rows.filter((r) => r.layout !== undefined);
/** What every page of the signed-in shell loads: the palette opens over one of them. */
const signedInFiles = sharedFiles(routeRows.filter((r) => r.layout === 'default'));
const dateFieldFiles = sharedFiles(routeRows.filter((r) => r.dateField));
/** A row of what loads on first use, less what every page it opens over has loaded (`loaded`). */
function firstUse(name, files, loaded = []) {
  const beyond = files.filter((file) => !loaded.includes(file));
  return row(`${name} (on first use)`, beyond, 0);
}
const sharedRows = [
  row('entry', entryFiles, 0),
  firstUse('toast region', toastFiles),
  firstUse('dialogs', dialogFiles),
  firstUse('calendar', calendarFiles, dateFieldFiles),
  firstUse('palette', paletteFiles, signedInFiles),
  sharedBy('every route', routeRows),
  // Per layout too (the signed-in shell is `default`), once two routes share it.
  ...Object.keys(table.layouts)
    .map((layout) => [layout, routeRows.filter((r) => r.layout === layout)])
    .filter(([, same]) => same.length >= 2)
    .map(([layout, same]) => sharedBy(`every ${layout}-layout route`, same)),
];
console.log('\nJS shared (gzip):\n');
printTable(
  ['shared by', 'JS gzip', 'files'],
  sharedRows.map((shared) => [shared.route, kb(shared.bytes), shared.files]),
);
console.log('');
printTable(
  ['route', 'files', 'JS gzip', 'budget', 'result', '+ first use'],
  rows.map((row) => [
    row.route,
    row.files,
    kb(row.bytes),
    Number.isFinite(row.budget) ? kb(row.budget) : 'none',
    row.ok ? 'ok' : 'OVER BUDGET',
    row.withFirstUse === undefined ? '' : kb(row.withFirstUse),
  ]),
);
function fail(message) {
  console.error(`\n${message}`);
  process.exit(1);
}
const over = rows.filter((row) => !row.ok);
if (over.length > 0) {
  fail(`${over.length} route(s) over budget: ${over.map((row) => row.route).join(', ')}`);
}

// A list module imported on its own splits from its pages, each then loading one chunk more.
const listChunks = Object.keys(manifest).filter(
  (key) => /^src\/features\/[^/]+\/[^/]+-list\.tsx$/.test(key) && manifest[key].isDynamicEntry,
);
if (listChunks.length > 0) {
  fail(`List modules imported on their own, each a chunk: ${listChunks.join(', ')}`);
}

/** Texts only the mock panel holds (its root's id, its class names): production must not. */
const PANEL_MARKERS = ['backoffice-mock-panel', 'mock-panel__'];
const distFiles = filesUnder(dist, /\.(js|css|html)$/);
const holding = distFiles.filter((file) => {
  const text = readFileSync(file, 'utf8');
  return PANEL_MARKERS.some((marker) => text.includes(marker));
});
if (holding.length > 0) {
  fail(
    `The mock panel is in the production build: ${holding.map((file) => relative(dist, file)).join(', ')}`,
  );
}
console.log(
  `\nMock panel: absent (${PANEL_MARKERS.map((m) => `"${m}"`).join(', ')} in none of ${distFiles.length} JS, CSS and HTML files of dist)`,
);
