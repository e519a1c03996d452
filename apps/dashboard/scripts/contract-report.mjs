#!/usr/bin/env node
/**
 * `pnpm report:contract` (ADR 0072; what it reads: docs/engineering.md#budgets): per operation
 * of api/openapi.yaml, its mock handler, callers, routes and tests, as a Markdown table (`--out
 * <file>` writes it too, `--summary` only the counts); exits 1 when an operation's verdict fails
 * (coverage.mjs) or it has no mock handler.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { option } from '../../../scripts/bench-figures.mjs';
import { markdownReport, opensRoute, verdict } from './contract-report/coverage.mjs';
import {
  callersByOperation,
  filesUnder,
  importsOf,
  literalsIn,
  staticImportsOf,
} from './contract-report/scan.mjs';
import { readOperations } from './new-screen/contract.mjs';
import { readRouteTable } from './route-table.mjs';

const dashboard = resolve(import.meta.dirname, '..');
const repo = resolve(dashboard, '../..');
const src = join(dashboard, 'src');
const handlersDir = join(repo, 'apps/mock-server/src/handlers');

const read = (file) => readFileSync(file, 'utf8');

/** A dashboard import (`@/…` or relative) as a file, or null for a package. */
function resolveImport(specifier, fromFile) {
  let base;
  if (specifier.startsWith('@/')) base = join(src, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(fromFile), specifier);
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** Each file's imports, read once: every route and test reaches many of the same files. */
const importCache = new Map();
/**
 * The dashboard files a file reaches through its imports, itself included: `static` follows only
 * what runs with it (a test), otherwise `import()` too (a page and the parts it loads lazily).
 */
function reachedFrom(start, { staticOnly = false } = {}) {
  const seen = new Set();
  const pending = [start];
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const key = `${staticOnly}:${file}`;
    if (!importCache.has(key)) {
      const text = read(file);
      importCache.set(key, staticOnly ? staticImportsOf(text, file) : importsOf(text));
    }
    for (const specifier of importCache.get(key)) {
      const next = resolveImport(specifier, file);
      if (next) pending.push(next);
    }
  }
  return seen;
}

const operations = readOperations(join(repo, 'api/openapi.yaml'));
const { routes } = await readRouteTable();

const sourceFiles = filesUnder(src, /\.tsx?$/).filter((file) => !/\.test\.tsx?$/.test(file));
const handlers = callersByOperation(filesUnder(handlersDir, /\.ts$/), operations);
const callers = callersByOperation(sourceFiles, operations);
const mockTests = callersByOperation(
  filesUnder(join(repo, 'apps/mock-server/test'), /\.test\.ts$/),
  operations,
);

/** Whether a file is part of a route's screen: its page modules or what they load, lazily too. */
function routeFiles(route) {
  const reached = route.pages.map((page) => reachedFrom(join(dashboard, page)));
  return (file) => reached.some((files) => files.has(file));
}
const routeHolds = new Map(routes.map((route) => [route.path, routeFiles(route)]));

const dashboardTests = filesUnder(src, /\.test\.tsx?$/).map((file) => ({
  file,
  reaches: reachedFrom(file, { staticOnly: true }),
}));

/** Routes a browser spec opens: a URL among its literals, or the feature code it imports. */
function routesOfSpec(spec) {
  const text = read(spec);
  const urls = literalsIn(text, spec);
  const imported = importsOf(text)
    .map((specifier) => resolveImport(specifier, spec))
    .filter((file) => file?.startsWith(join(src, 'features')));
  return routes
    .filter(
      (route) =>
        urls.some((url) => opensRoute(route.path, url)) ||
        imported.some((file) => routeHolds.get(route.path)(file)),
    )
    .map((route) => route.path);
}
const specs = filesUnder(join(dashboard, 'e2e'), /\.spec\.ts$/).map((file) => ({
  file,
  routes: routesOfSpec(file),
}));

const rows = operations.map((operation) => {
  const files = [...callers.get(operation.operationId)];
  const usedBy = routes
    .filter((route) => files.some((file) => routeHolds.get(route.path)(file)))
    .map((route) => route.path);
  const tests = [
    ...dashboardTests
      .filter((test) => files.some((file) => test.reaches.has(file)))
      .map((test) => basename(test.file)),
    ...specs
      .filter((spec) => spec.routes.some((path) => usedBy.includes(path)))
      .map((spec) => `e2e/${basename(spec.file)}`),
  ];
  return {
    operationId: operation.operationId,
    handlers: [...handlers.get(operation.operationId)].map((file) => relative(handlersDir, file)),
    files: files.map((file) => relative(src, file)),
    routes: usedBy,
    tests,
    mockTests: [...mockTests.get(operation.operationId)],
    ...verdict({ files, routes: usedBy, tests, noScreen: operation.noScreen }),
  };
});

const report = markdownReport(rows);
// `--summary` (the `pnpm test` step): only the counts line and what fails.
console.log(process.argv.includes('--summary') ? report.trim().split('\n').at(-1) : report);
// `pnpm report:contract --out x.md` runs in apps/dashboard: the path is the caller's.
const out = option('--out', null);
if (out) writeFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), out), report);

const noHandler = rows.filter((row) => row.handlers.length === 0);
const failing = rows.filter((row) => row.fails);
for (const row of noHandler) console.error(`${row.operationId}: no mock handler found`);
for (const row of failing) console.error(`${row.operationId}: ${row.status}: ${row.note}`);
if (failing.length + noHandler.length > 0) process.exit(1);
