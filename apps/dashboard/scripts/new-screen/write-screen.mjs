/** What `pnpm new:list` and `pnpm new:form` share (docs/adding-a-screen.md): reading, writing. */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { findOperation, readContract, repoDir, withoutNoScreen } from './contract.mjs';
import { accessOf, roleFor, routeEntrySource } from './route-entry.mjs';

const ROUTES_FILE = 'apps/dashboard/src/app/routes.ts';
const CONTRACT_FILE = 'api/openapi.yaml';

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
  const text = { type: 'string' };
  const help = { type: 'boolean', short: 'h' };
  const options = { route: text, title: text, feature: text, noun: text, help };
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options });
  } catch (error) {
    throw new Refusal(`${error.message}\n${usage}`);
  }
  const { values, positionals } = parsed;
  if (values.help) throw new Refusal(usage, 0);
  if (positionals.length !== 1) throw new Refusal(usage);
  return { operationId: positionals[0], options: values };
}

/** The contract and the operation, or a refusal naming what is wrong. */
export function operationOrRefuse(root, operationId) {
  const contract = readContract(join(root, CONTRACT_FILE));
  const found = findOperation(contract.doc, operationId);
  if (found === undefined) {
    throw new Refusal(`${operationId} is not an operationId of api/openapi.yaml.`);
  }
  return { contract, found };
}

/**
 * Writes the files `filesOf(role)` answers (`role`: the one its test signs in as) in a new feature
 * folder, the route, the contract without `x-no-screen`; formats them and has vitest fill in the
 * test's `toMatchInlineSnapshot()` from the mock, once.
 */
export function writeScreen(
  root,
  { contract, found, names, route, title, list, options },
  filesOf,
) {
  const folder = `apps/dashboard/src/features/${names.feature}`;
  if (existsSync(join(root, folder))) {
    throw new Refusal(
      `${folder} exists already: new:list and new:form write a new feature folder. ` +
        'Name another with --feature <name>, or add the screen to that folder by hand.',
    );
  }
  if (!/^\/[a-z0-9\-/:?]*$/.test(route)) {
    throw new Refusal(`--route ${route}: a path such as /kreator-transactions.`);
  }
  const table = readFileSync(join(root, ROUTES_FILE), 'utf8');
  if (table.includes(`path: '${route}',`)) {
    throw new Refusal(`${route} is in src/app/routes.ts already.`);
  }
  const access = accessOf(found.operation['x-roles'] ?? []);
  const role = roleFor(access);
  const { files, test, left } = filesOf(role);
  const at = (file) => join(root, file);

  const written = Object.entries(files).map(([path, text]) => {
    const file = join('apps/dashboard', path);
    mkdirSync(dirname(at(file)), { recursive: true });
    writeFileSync(at(file), text);
    return file;
  });
  // The new entry closes ROUTE_ENTRIES, whose last entry Biome has ended with a comma.
  const end = table.indexOf('\n];', table.indexOf('const ROUTE_ENTRIES'));
  if (!table.includes('const ROUTE_ENTRIES') || end === -1) throw new Error('no ROUTE_ENTRIES');
  const entry = routeEntrySource({ route, title, access, names, list });
  writeFileSync(at(ROUTES_FILE), `${table.slice(0, end)}\n${entry}${table.slice(end)}`);
  const edited = [ROUTES_FILE];
  const yaml = withoutNoScreen(contract.text, found);
  if (yaml !== contract.text) {
    writeFileSync(at(CONTRACT_FILE), yaml);
    edited.push(CONTRACT_FILE);
  }
  const format = options.format !== false;
  const biome = (code) =>
    execFileSync(at('node_modules/.bin/biome'), ['check', '--write', ...code], {
      cwd: root,
      stdio: 'pipe',
    });
  if (format) biome([...written, ...edited].filter((file) => /\.(ts|tsx)$/.test(file)));
  const dashboard = at('apps/dashboard');
  const unfilled = () => readFileSync(join(dashboard, test), 'utf8').includes('InlineSnapshot()');
  let failed = null;
  if (format && test !== null && unfilled()) {
    // A slow machine must not fail the first run: the test's own timeout is 5 s.
    const run = ['run', test, '--project', 'dom', '--testTimeout=60000'];
    spawnSync(join(dashboard, 'node_modules/.bin/vitest'), [...run, '--update=new'], {
      cwd: dashboard,
      stdio: 'pipe',
    });
    biome([join('apps/dashboard', test)]);
    if (unfilled()) failed = `npx vitest ${run.join(' ')}`;
  }
  /** Takes the screen back: its folder, new, and the edited files' text. */
  const undo = () => {
    rmSync(at(folder), { recursive: true, force: true });
    writeFileSync(at(ROUTES_FILE), table);
    writeFileSync(at(CONTRACT_FILE), contract.text);
  };
  return { route, access, role, test, written, edited, left, failed, undo };
}

/** The generator as a command when `moduleUrl` is the script run: what it did, or its refusal. */
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
