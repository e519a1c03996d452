#!/usr/bin/env node
// `pnpm test`: every check of the repository, one after another, each to its end even when an
// earlier one failed (a failed lint must not hide a failing browser test). Each runner writes a
// machine-readable report beside its usual output; this script adds them up and ends with one
// line, `N passed, N failed, N skipped`, and a non-zero exit code if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const reports = mkdtempSync(join(tmpdir(), 'backoffice-test-'));

/** Runs a command from the repository root with the console attached; answers its exit code. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...options.env },
    stdio: 'inherit',
  });
  return result.status ?? 1;
}

/** A check without test counts (lint, type check): one check, passed or failed. */
function asOneCheck(code) {
  return code === 0
    ? { passed: 1, failed: 0, skipped: 0, note: 'ok' }
    : { passed: 0, failed: 1, skipped: 0, note: `exit code ${code}` };
}

/** A step other steps need (the browser): counted only when it fails. */
function asPrerequisite(code) {
  return code === 0
    ? { passed: 0, failed: 0, skipped: 0, note: 'ready' }
    : { passed: 0, failed: 1, skipped: 0, note: `exit code ${code}` };
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** Workspace packages (packages/*, apps/*) that have a `test` script, i.e. a vitest suite. */
function packagesWithTests() {
  return ['packages', 'apps'].flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(group, entry.name))
      .filter((dir) => {
        const manifest = readJson(join(root, dir, 'package.json'));
        return typeof manifest?.scripts?.test === 'string';
      }),
  );
}

/** A package's vitest suite: its `test` script, or another script that runs vitest. */
function vitestStep(dir, script = 'test', name = `vitest ${dir}`) {
  const output = join(
    reports,
    `${dir.replaceAll('/', '-')}.${script.replaceAll(':', '-')}.vitest.json`,
  );
  return {
    name,
    run() {
      const code = run(
        'pnpm',
        ['run', script, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
        { cwd: join(root, dir) },
      );
      const report = readJson(output);
      if (report === null) return { ...asOneCheck(code || 1), note: 'no report (runner failed)' };
      const skipped = report.numPendingTests + report.numTodoTests;
      // A file that fails to load has no tests to count: count it as a failure.
      const brokenFiles = report.testResults.filter(
        (file) => file.status === 'failed' && file.assertionResults.length === 0,
      ).length;
      const failed = report.numFailedTests + brokenFiles;
      return {
        passed: report.numPassedTests,
        failed: failed === 0 && code !== 0 ? 1 : failed,
        skipped,
        note: code === 0 ? 'ok' : `exit code ${code}`,
      };
    },
  };
}

function playwrightStep(name, config) {
  const output = join(reports, `${name}.playwright.json`);
  return {
    name: `playwright ${name}`,
    run() {
      const code = run(
        'pnpm',
        ['exec', 'playwright', 'test', '-c', config, '--reporter=list,json'],
        { cwd: join(root, 'apps/dashboard'), env: { PLAYWRIGHT_JSON_OUTPUT_NAME: output } },
      );
      const report = readJson(output);
      if (report === null) return { ...asOneCheck(code || 1), note: 'no report (runner failed)' };
      const { expected, unexpected, flaky, skipped } = report.stats;
      // A run can fail with every test green (a web server that did not start, a global error).
      const failed = unexpected + (unexpected === 0 && code !== 0 ? 1 : 0);
      const notes = [code === 0 ? 'ok' : `exit code ${code}`];
      if (flaky > 0) notes.push(`${flaky} passed on retry`);
      if (report.errors?.length > 0) notes.push(`${report.errors.length} errors outside tests`);
      return { passed: expected + flaky, failed, skipped, note: notes.join(', ') };
    },
  };
}

const steps = [
  { name: 'lint (biome)', run: () => asOneCheck(run('pnpm', ['exec', 'biome', 'check', '.'])) },
  { name: 'lint (api)', run: () => asOneCheck(run('pnpm', ['run', 'lint:api'])) },
  { name: 'typecheck', run: () => asOneCheck(run('pnpm', ['run', 'typecheck'])) },
  // Every operation a screen calls has a test; every other one a reason (about 3 s).
  {
    name: 'contract report',
    run: () => asOneCheck(run('pnpm', ['run', 'report:contract', '--summary'])),
  },
  ...packagesWithTests().map((dir) => vitestStep(dir)),
  // The SDK as a package: built, packed, installed into empty ESM and CommonJS projects, its
  // examples run against the mock (about a minute, so not part of its quick `test`).
  vitestStep('packages/sdk', 'test:pack', 'sdk package (pack, ESM, CJS, examples)'),
  { name: 'chromium', run: () => asPrerequisite(run('bash', ['scripts/ensure-chromium.sh'])) },
  playwrightStep('app+mock-api', 'playwright.config.ts'),
  playwrightStep('browser-mock', 'playwright.mock.config.ts'),
];

// `pnpm test playwright` (or any part of a step's name) runs only the matching steps.
const wanted = process.argv.slice(2);
const chosen = steps.filter(
  (step) => wanted.length === 0 || wanted.some((part) => step.name.includes(part)),
);

const results = [];
const started = Date.now();
for (const step of chosen) {
  const stepStarted = Date.now();
  console.log(`\n=== ${step.name}`);
  const result = step.run();
  results.push({ name: step.name, seconds: (Date.now() - stepStarted) / 1000, ...result });
}
rmSync(reports, { recursive: true, force: true });

const total = { passed: 0, failed: 0, skipped: 0 };
console.log('\n=== summary');
for (const result of results) {
  total.passed += result.passed;
  total.failed += result.failed;
  total.skipped += result.skipped;
  const counts = `${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped`;
  console.log(
    `${result.failed > 0 ? 'FAIL' : 'ok  '} ${result.name.padEnd(36)} ${counts.padEnd(36)} ${result.seconds.toFixed(1).padStart(6)} s  ${result.note}`,
  );
}
console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s in all)`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
