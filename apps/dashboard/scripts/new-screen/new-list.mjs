#!/usr/bin/env node
/** `pnpm new:list <operationId>` (docs/adding-a-screen.md): a paged operation's list screen. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { quote } from '../../../../packages/sdk/scripts/contract.mjs';
import { labelledEnums, labelsNameOf, pagedRowsOf, queryParametersOf } from './contract.mjs';
import { screenNames } from './names.mjs';
import { filled, partsOf, screenWriter, templateText } from './template.mjs';
import { operationOrRefuse, Refusal, runCommand, writeScreen } from './write-screen.mjs';

/** Query parameters the kit itself keeps (page, page size) or shows as the search box. */
const KIT_PARAMETERS = new Set(['page', 'limit', 'search']);

/**
 * The columns that fit 1280 px beside the menu whatever their kinds (ADR 0238): 889 px of table,
 * a row number of about 40 and text columns wrapping at 160: 40 + 5 × 160 = 840.
 */
export const MAX_COLUMNS = 5;

const PARTS = templateText('parts.tsx');
const COLUMNS = partsOf(PARTS, 'columns');
const FILTERS = partsOf(PARTS, 'filters');

/** The part of template/parts.tsx a row field shows with, or why it shows with none. */
function columnKind(field, labels) {
  if (field.enum !== null && labels !== null) {
    return field.nullable ? { why: 'a nullable enum' } : { kind: 'enum' };
  }
  if (field.type === 'boolean') {
    return field.nullable ? { why: 'a nullable boolean' } : { kind: 'boolean' };
  }
  if (field.type === 'integer' || field.type === 'number') {
    return { kind: /rupiah/i.test(field.description) ? 'rupiah' : 'number' };
  }
  if (field.format === 'binary') return { why: 'a file a cell cannot show' };
  if (field.type === 'object') return { why: 'an object a cell cannot show' };
  if (field.type === 'array') return { why: 'a list a cell cannot show' };
  if (field.format === 'date-time')
    return { kind: field.nullable ? 'optionalDatetime' : 'datetime' };
  if (field.format === 'date') return { kind: field.nullable ? 'optionalDate' : 'date' };
  return { kind: 'text' };
}

/** How much a column is worth when not all fit: the first, then states, dates, amounts. */
const WORTH = { datetime: 2, optionalDatetime: 2, date: 2, optionalDate: 2, rupiah: 1 };

/** The columns of the row's fields, in the contract's order, and what is left out and why. */
export function columnsOf(fields, labelsOf) {
  const left = [];
  const candidates = [];
  for (const field of fields) {
    if (field.name === 'id' || /_id$/.test(field.name)) continue;
    const labels = labelsOf(field);
    const { kind, why } = columnKind(field, labels);
    if (kind === undefined) left.push(`the field ${field.name} (${why})`);
    else candidates.push({ field, kind, labels });
    if (field.enum !== null && labels === null) {
      left.push(
        `the labels of ${field.name} (no x-enum-labels in the contract): shown as they are`,
      );
    }
  }
  const worth = (column) =>
    column === candidates[0] ? 9 : column.field.enum !== null ? 3 : (WORTH[column.kind] ?? 0);
  // A stable sort: of equal worth, the first in the contract's order is kept.
  const kept = new Set(candidates.toSorted((a, b) => worth(b) - worth(a)).slice(0, MAX_COLUMNS));
  for (const column of candidates.filter((candidate) => !kept.has(candidate))) {
    left.push(`the field ${column.field.name} (only ${MAX_COLUMNS} columns fit 1280 px)`);
  }
  return { columns: candidates.filter((column) => kept.has(column)), left };
}

/**
 * The filters of the query parameters: a labelled enum, a boolean, a `format: date` (`start…` /
 * `end…` bound each other); the others are left out, named.
 */
function filtersOf(parameters, labelsOf, labelled) {
  const names = new Set(parameters.map((parameter) => parameter.name));
  const filters = [];
  const left = [];
  for (const parameter of parameters) {
    const labels = labelsOf(parameter);
    let part;
    if (parameter.enum !== null && labels !== null) {
      // The labels' keys give the order, but not numbers' nor a parameter's fewer values.
      const ordered =
        labelled.get(labels).join() === parameter.enum.join() &&
        typeof parameter.enum[0] === 'string';
      part = filled(FILTERS.get('enum'), { ...parameter, labels });
      if (!ordered) part = part.replace(/\)$/, `, [${parameter.enum.map(quote).join(', ')}])`);
    } else if (parameter.enum === null && parameter.type === 'boolean') {
      part = filled(FILTERS.get('boolean'), parameter);
    } else if (parameter.format === 'date') {
      const [kind, other] = [
        ['dateFrom', parameter.name.replace(/start/, 'end')],
        ['dateUntil', parameter.name.replace(/end/, 'start')],
      ].find(([, name]) => name !== parameter.name && names.has(name)) ?? ['date', ''];
      part = filled(FILTERS.get(kind), { ...parameter, other });
    } else {
      left.push(`the query parameter ${parameter.name} (no filter for it; add one by hand)`);
      continue;
    }
    filters.push(`${parameter.name}: ${part}`);
  }
  return { filters, left };
}

/** The list's `files` (path under the dashboard → text), its `test` and what it `left` out and why. */
export function listScreenFiles({ names, found, rows, parameters, route, role, labelled }) {
  const labelsOf = (field) => labelsNameOf(labelled, rows.schemaName, field);
  const { columns, left: leftColumns } = columnsOf(rows.fields, labelsOf);
  const filterParameters = parameters.filter((parameter) => !KIT_PARAMETERS.has(parameter.name));
  const { filters, left: leftFilters } = filtersOf(filterParameters, labelsOf, labelled);
  const hasSearch = parameters.some((parameter) => parameter.name === 'search');
  const file = screenWriter({ names, found, role }, PARTS, [
    [/'listPromos'/g, quote(found.operationId)],
    [/\/template(?![\w-])/g, route],
    [/\btemplate(?=[A-Z])/g, names.camelBase],
  ]);

  const parts = columns.map(({ field, kind, labels }) =>
    filled(COLUMNS.get(kind), { ...field, labels }),
  );
  // Without search: no search box, no test of it, no export for the palette.
  const noSearch = (node) =>
    !hasSearch &&
    (ts.isExportDeclaration(node) ||
      node.expression?.arguments?.[0]?.text === 'sends the search to the API')
      ? null
      : undefined;
  const dir = `src/features/${names.feature}`;
  return {
    files: {
      [`${dir}/${names.base}-list-query.ts`]: file('template-list-query.ts', {
        filters: filters.length === 0 ? null : `filters: {\n${filters.join(',\n')},\n}`,
      }),
      [`${dir}/${names.base}-list.tsx`]: file('template-list.tsx', {
        columns: `columns: [\n${parts.join(',\n')},\n]`,
        ...(hasSearch ? {} : { search: null }),
      }),
      [`${dir}/${names.base}-page.tsx`]: file('template-page.tsx', noSearch),
      [`${dir}/${names.base}-page.test.tsx`]: file('template-page.test.tsx', noSearch),
    },
    test: `${dir}/${names.base}-page.test.tsx`,
    left: [...leftColumns, ...leftFilters],
  };
}

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
  const names = screenNames(operationId, options);
  const route = options.route ?? `/${names.feature}`;
  const labelled = labelledEnums(contract.doc);
  const screen = { contract, found, names, route, title: options.title ?? names.title };
  const done = writeScreen(root, { ...screen, list: true, options }, (role) =>
    listScreenFiles({ labelled, names, found, rows, parameters, route, role }),
  );
  const testText = () => readFileSync(join(root, 'apps/dashboard', done.test), 'utf8');
  const refusal = done.failed === null && noRowRefusal(operationId, done.role, testText());
  if (refusal) {
    done.undo();
    throw refusal;
  }
  // The words outside the description: rewording them later touches routes.ts and the page.
  const words = [
    options.title === undefined &&
      `the title in the product's words (--title): "${names.title}", the operation's, is in ` +
        "routes.ts and may be cut in a phone's top bar",
    options.noun === undefined &&
      `the noun in the product's words (--noun): "${names.noun}" is also in the page's line`,
  ].filter(Boolean);
  return { ...done, left: [...done.left, ...words] };
}

/** The refusal of a list whose filled-in page test shows `role` no row; null otherwise. */
export function noRowRefusal(operationId, role, testText) {
  if (!/"shown": "Belum ada /.test(testText)) return null;
  return new Refusal(
    `${operationId} answers ${role} no row from the mock's seed: its page test would read no ` +
      'cell, and the browser tables that open every list (e2e/page-titles, list-layout and ' +
      `export.spec.ts) wait for a first row as ${role}. Nothing was written. Give the seed rows ` +
      `${role} may see (apps/mock-server/src/db/seed/), or pick another operation.`,
  );
}

// As a command: `pnpm new:list`.
runCommand(import.meta.url, {
  command: 'new:list',
  generate: newList,
  next:
    'Next: word the list in its description (docs/adding-a-screen.md#3-finish-it-by-hand), then ' +
    'run its page test, tsc, biome and the browser specs of its route (step 4).',
});
