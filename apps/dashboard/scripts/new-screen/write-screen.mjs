/**
 * What `pnpm new:list` and `pnpm new:form` share when they write (docs/adding-a-screen.md): the
 * refusals, the files written and edited under one repository root, Biome over all of them.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { findOperation, readContract, repoDir, withoutNoScreen } from './contract.mjs';
import { accessOf, appendToArray, roleFor, routeEntrySource } from './route-entry.mjs';

const ROUTES_FILE = 'apps/dashboard/src/app/routes.ts';

/** A refusal the command prints as it is, without a stack; `code` is its exit status. */
export class Refusal extends Error {
  constructor(message, code = 1) {
    super(message);
    this.code = code;
  }
}

/** The command line: the operationId and the options every generator takes. */
export function readCommandLine(argv, command) {
  const usage =
    `usage: pnpm ${command} <operationId> [--route /path] [--title Title] [--feature folder] [--noun noun]\n` +
    'The operations no screen calls yet are the rows `no screen` of `pnpm report:contract` ' +
    '(docs/adding-a-screen.md).';
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        route: { type: 'string' },
        title: { type: 'string' },
        feature: { type: 'string' },
        noun: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    // An unknown option or a missing value: said in one line, with the usage, not as a stack.
    throw new Refusal(`${error.message}\n${usage}`);
  }
  const { values, positionals } = parsed;
  if (values.help) throw new Refusal(usage, 0);
  if (positionals.length !== 1) throw new Refusal(usage);
  return { operationId: positionals[0], options: values };
}

/** The contract and the operation, or a refusal naming what is wrong. */
export function operationOrRefuse(root, operationId) {
  const contract = readContract(join(root, 'api/openapi.yaml'));
  const found = findOperation(contract.doc, operationId);
  if (found === undefined) {
    throw new Refusal(`${operationId} is not an operationId of api/openapi.yaml.`);
  }
  return { contract, found };
}

/**
 * Where the screen of `found` goes, or a refusal: a feature folder not there yet, a route path
 * the route table lacks. Answers its route's guard (from the operation's x-roles) and the demo
 * role its test signs in as.
 */
export function placeOrRefuse(root, found, feature, route) {
  const folder = `apps/dashboard/src/features/${feature}`;
  if (existsSync(join(root, folder))) {
    throw new Refusal(
      `${folder} exists already: new:list and new:form write a new feature folder. ` +
        'Name another with --feature <name>, or add the screen to that folder by hand.',
    );
  }
  if (!/^\/[a-z0-9\-/:?]*$/.test(route)) {
    throw new Refusal(`--route ${route}: a path such as /kreator-transactions.`);
  }
  if (readFileSync(join(root, ROUTES_FILE), 'utf8').includes(`path: '${route}',`)) {
    throw new Refusal(`${route} is in src/app/routes.ts already.`);
  }
  const access = accessOf(found.operation['x-roles'] ?? []);
  return { access, role: roleFor(access) };
}

/**
 * Writes new files (paths relative to the dashboard), adds the route table's entry of `route`
 * (routeEntrySource's options), drops the operation's `x-no-screen`, then formats
 * everything it touched with Biome. The expected texts of the written test `test`
 * (`toMatchInlineSnapshot()`) vitest fills in from the mock, once. Answers the route and its
 * guard, what it wrote and edited, relative to the root, and the command that shows why a text
 * was not filled in.
 */
export function writeScreen(root, { files, route, found, contract, format = true, test }) {
  const dashboard = join(root, 'apps/dashboard');
  const written = [];
  for (const [path, text] of Object.entries(files)) {
    const file = join(dashboard, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    written.push(file);
  }
  const routes = join(root, ROUTES_FILE);
  const yamlFile = join(root, 'api/openapi.yaml');
  const originals = new Map([routes, yamlFile].map((file) => [file, readFileSync(file, 'utf8')]));
  const entry = routeEntrySource(route);
  writeFileSync(routes, appendToArray(readFileSync(routes, 'utf8'), 'ROUTE_ENTRIES', entry));
  const edited = [routes];
  const yaml = withoutNoScreen(contract.text, found);
  if (yaml !== contract.text) {
    writeFileSync(yamlFile, yaml);
    edited.push(yamlFile);
  }
  const biome = (code) =>
    execFileSync(join(root, 'node_modules/.bin/biome'), ['check', '--write', ...code], {
      cwd: root,
      stdio: 'pipe',
    });
  if (format) biome([...written, ...edited].filter((file) => /\.(ts|tsx)$/.test(file)));
  const unfilled = () => readFileSync(join(dashboard, test), 'utf8').includes('InlineSnapshot()');
  let failed = null;
  if (format && test !== null && unfilled()) {
    // A slow machine must not fail the first run: the test's own timeout is 5 s.
    const run = ['run', test, '--project', 'dom', '--testTimeout=60000'];
    spawnSync(join(dashboard, 'node_modules/.bin/vitest'), [...run, '--update=new'], {
      cwd: dashboard,
      stdio: 'pipe',
    });
    biome([join(dashboard, test)]);
    if (unfilled()) failed = `npx vitest ${run.join(' ')}`;
  }
  const rel = (file) => relative(root, file);
  /** Takes the screen back: its files and the folders they leave empty, the edited files' text. */
  const undo = () => {
    for (const file of written) {
      rmSync(file, { force: true });
      for (let dir = dirname(file); dir.startsWith(join(dashboard, 'src/features/')); ) {
        if (!existsSync(dir) || readdirSync(dir).length > 0) break;
        rmSync(dir, { recursive: true });
        dir = dirname(dir);
      }
    }
    for (const [file, text] of originals) writeFileSync(file, text);
  };
  const { route: path, access } = route;
  return { route: path, access, written: written.map(rel), edited: edited.map(rel), failed, undo };
}

/**
 * The generator as a command, when `moduleUrl` is the script run: prints what it wrote, edited
 * and left out, and what the author does next, or its refusal alone, exiting 1.
 */
export function runCommand(moduleUrl, { command, generate, next }) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  try {
    const { operationId, options } = readCommandLine(process.argv.slice(2), command);
    const done = generate(repoDir, operationId, options);
    console.log(`${done.route} (${done.access}) written:`);
    for (const file of done.written) console.log(`  new     ${file}`);
    for (const file of done.edited) console.log(`  edited  ${file}`);
    for (const what of done.left) console.log(`  left out: ${what}`);
    if (done.failed) console.log(`  its test did not pass once written; see why: ${done.failed}`);
    console.log(next);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    (error.code === 0 ? console.log : console.error)(error.message);
    process.exit(error.code);
  }
}
