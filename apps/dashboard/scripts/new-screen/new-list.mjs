#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
/**
 * `pnpm new:list <operationId> [--route /path] [--title Title] [--feature folder] [--noun noun]`
 * (docs/adding-a-screen.md): writes a read-only list screen for a paged operation of the
 * contract, in the kit (src/lib/list), as a new feature folder: the description, its page, its
 * first query, a page test against the mock, the route, the browser journey and guard case, and
 * drops the operation's `x-no-screen`. The author then words what the contract could not say.
 */
import { pathToFileURL } from 'node:url';
import { labelledEnums, pagedRowsOf, queryParametersOf, rolesOf } from './contract.mjs';
import { listScreenFiles } from './list-screen.mjs';
import { screenNames } from './names.mjs';
import {
  accessOf,
  appendToArray,
  journeySpec,
  rolesFor,
  routeEntrySource,
} from './route-entry.mjs';
import {
  operationOrRefuse,
  Refusal,
  refuseBadRoute,
  refuseExistingFolder,
  runCommand,
  writeScreen,
} from './write-screen.mjs';

const USAGE =
  'usage: pnpm new:list <operationId> [--route /path] [--title Title] [--feature folder] [--noun noun]';

const ROUTES_FILE = 'apps/dashboard/src/app/routes.ts';
const ADMIN_GUARDS = 'apps/dashboard/e2e/admin-guards.spec.ts';
const LIST_LAYOUT = 'apps/dashboard/e2e/list-layout.spec.ts';

/** Generates the list of `operationId` under `root`; answers what it wrote, edited and left out. */
export function newList(root, operationId, options = {}) {
  const { contract, found } = operationOrRefuse(root, operationId);
  const rows = pagedRowsOf(contract.doc, found);
  if (rows === undefined) {
    throw new Refusal(
      `${operationId} is not a paged list (a GET taking page and limit, answering meta and one ` +
        'array of rows): new:list makes list screens only.',
    );
  }
  const parameters = queryParametersOf(contract.doc, found);
  const required = parameters.filter(
    (parameter) => parameter.required && !['page', 'limit'].includes(parameter.name),
  );
  if (required.length > 0) {
    throw new Refusal(
      `${operationId} needs ${required.map((p) => p.name).join(', ')} in every call: a list ` +
        'of one record (a detail page) is written by hand.',
    );
  }
  const names = screenNames(operationId, options.feature ? { feature: options.feature } : {});
  if (options.noun) names.noun = options.noun;
  refuseExistingFolder(root, names.feature);
  const route = options.route ?? `/${names.feature}`;
  const routesText = readFileSync(join(root, ROUTES_FILE), 'utf8');
  refuseBadRoute(route, routesText);
  const title = options.title ?? names.title;
  const contractRoles = rolesOf(found);
  const access = accessOf(contractRoles);
  const roles = rolesFor(access, contractRoles);

  const screen = listScreenFiles({
    labelled: labelledEnums(contract.doc),
    names,
    found,
    rows,
    parameters,
    route,
    role: roles.allowed,
  });
  const firstText =
    screen.firstColumn?.type === 'string' && screen.firstColumn.enum === null
      ? `first.${screen.firstColumn.name}`
      : null;
  const guardInList = access === 'admin';
  const spec = journeySpec({
    route,
    title,
    operationId,
    path: found.path,
    rows: rows.rows,
    caption: screen.caption,
    roles,
    firstText,
    guardHere: !guardInList,
  });
  const entry = routeEntrySource({
    route,
    title,
    access,
    feature: names.feature,
    page: { module: `${names.base}-page`, name: `${names.Base}Page` },
    pageQueries: `${names.camelBase}PageQueries`,
    list: true,
  });
  const edits = {
    [ROUTES_FILE]: (text) => appendToArray(text, 'ROUTES', entry, 'routes.ts'),
    [LIST_LAYOUT]: (text) =>
      appendToArray(
        text,
        'LISTS',
        `{ role: '${roles.allowed}', path: '${route}', name: '${screen.caption}' },`,
        'list-layout.spec.ts',
      ),
  };
  if (guardInList) {
    edits[ADMIN_GUARDS] = (text) =>
      appendToArray(
        text,
        'ADMIN_SCREENS',
        `['${route}', '${screen.caption}'],`,
        'admin-guards.spec.ts',
      );
  }
  const done = writeScreen(root, {
    files: { ...screen.files, [`e2e/${names.feature}.spec.ts`]: spec },
    edits,
    found,
    contract,
    format: options.format !== false,
  });
  return { ...done, route, access, skipped: screen.skipped };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  runCommand({
    usage: USAGE,
    generate: newList,
    leftOut: (name) => `the query parameter ${name} (no filter for its type; add one by hand)`,
    next:
      'Next: fit the columns to 1280 px (e2e/list-layout.spec.ts), then run the page test, ' +
      'tsc and biome (docs/adding-a-screen.md).',
  });
}
