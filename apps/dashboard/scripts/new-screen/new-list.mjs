#!/usr/bin/env node
/**
 * `pnpm new:list <operationId> [--route /path] [--title Title] [--feature folder] [--noun noun]`
 * (docs/adding-a-screen.md): writes a read-only list screen for a paged operation of the
 * contract as a new feature folder, from the template folder (list-screen.mjs): the
 * description, its page, its first query and a page test whose expected texts are filled in
 * from the mock; adds the route, which the browser specs read (e2e/route-table.ts), and drops
 * the operation's `x-no-screen`. The author then words what the contract could not say.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { labelledEnums, pagedRowsOf, queryParametersOf } from './contract.mjs';
import { listScreenFiles } from './list-screen.mjs';
import { screenNames } from './names.mjs';
import {
  operationOrRefuse,
  placeOrRefuse,
  Refusal,
  runCommand,
  writeScreen,
} from './write-screen.mjs';

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
  const route = options.route ?? `/${names.feature}`;
  const { access, role } = placeOrRefuse(root, found, names.feature, route);
  const screen = listScreenFiles({
    labelled: labelledEnums(contract.doc),
    names,
    found,
    rows,
    parameters,
    route,
    role,
  });
  const done = writeScreen(root, {
    files: screen.files,
    route: {
      route,
      title: options.title ?? names.title,
      access,
      feature: names.feature,
      page: { module: `${names.base}-page`, name: `${names.Base}Page` },
      pageQueries: `${names.camelBase}PageQueries`,
      list: true,
    },
    found,
    contract,
    format: options.format !== false,
    test: screen.test,
  });
  const refusal =
    done.failed === null
      ? noRowRefusal(
          operationId,
          role,
          readFileSync(join(root, 'apps/dashboard', screen.test), 'utf8'),
        )
      : null;
  if (refusal !== null) {
    done.undo();
    throw refusal;
  }
  return { ...done, route, access, left: screen.left };
}

/**
 * The refusal of a list whose filled-in page test shows the empty list: the seed gives `role`,
 * the role the test and the browser tables sign in as (e2e/route-table.ts), no row. The test
 * would then read no cell, and the tables that wait for a first row (titles, layout, export)
 * fail, whatever the description says. Null when the test shows rows.
 */
export function noRowRefusal(operationId, role, testText) {
  if (!/"shown": "Belum ada /.test(testText)) return null;
  return new Refusal(
    `${operationId} answers ${role} no row from the mock's seed: its page test would read no ` +
      'cell, and the browser tables that open every list (e2e/page-titles, list-layout and ' +
      `export.spec.ts) wait for a first row as ${role}. Nothing was written. Give the seed rows ` +
      `${role} may see (apps/mock-server/src/db/seed/), or pick another operation.`,
  );
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  runCommand({
    command: 'new:list',
    generate: newList,
    next:
      'Next: word the list in its description (docs/adding-a-screen.md#3-finish-it-by-hand), then ' +
      'run its page test, tsc, biome and the browser specs of its route (step 4).',
  });
}
