#!/usr/bin/env node
/**
 * `pnpm new:list <operationId>` (docs/adding-a-screen.md): a read-only list of a paged operation
 * as a new feature folder, from template/ (each column and filter from template/parts.tsx): its
 * description, page, first query and a page test filled in from the mock; adds the route (the
 * browser specs read it) and drops the operation's `x-no-screen`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { labelledEnums, labelsNameOf, pagedRowsOf, queryParametersOf } from './contract.mjs';
import { access, quote, screenNames } from './names.mjs';
import {
  partsOf,
  property,
  screenWriter,
  substitute,
  templateText,
  testCase,
} from './template.mjs';
import { operationOrRefuse, Refusal, runCommand, writeScreen } from './write-screen.mjs';

/** Query parameters the kit itself keeps (page, page size) or shows as the search box. */
const KIT_PARAMETERS = new Set(['page', 'limit', 'search']);

/**
 * The columns that fit 1280 px beside the menu, whatever their kinds (ADR 0238): the table has
 * 889 px there (e2e/list-layout.spec.ts measures it), the row number about 40, and the widest
 * column this command writes is a text's, which wraps at its 160 px floor: 40 + 5 × 160 = 840.
 */
export const MAX_COLUMNS = 5;

const PARTS = templateText('parts.tsx');
const COLUMNS = partsOf(PARTS, 'columns');
const FILTERS = partsOf(PARTS, 'filters');

/**
 * The part of template/parts.tsx a row field shows with, or why it shows with none: `rupiah`
 * for an integer the contract says is Rupiah, an enum by the contract's labels, a date by its
 * format.
 */
export function columnKind(field, labels) {
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
  if (field.type === 'object' || field.type === 'array') {
    return { why: `${field.type === 'object' ? 'an object' : 'a list'} a cell cannot show` };
  }
  if (field.format === 'date-time')
    return { kind: field.nullable ? 'optionalDatetime' : 'datetime' };
  if (field.format === 'date') return { kind: field.nullable ? 'optionalDate' : 'date' };
  return { kind: 'text' };
}

/**
 * How much a column is worth when not all fit: the first, then states, dates and amounts (a
 * sale's day before its fee).
 */
const WORTH = { datetime: 2, optionalDatetime: 2, date: 2, optionalDate: 2, rupiah: 1 };

/**
 * The columns of the row's fields, in the contract's order, and what is left out and why: ids,
 * what a cell cannot show, and past `MAX_COLUMNS` the fields worth least.
 */
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
  const worth = ({ field, kind }, index) =>
    index === 0 ? 9 : field.enum !== null ? 3 : (WORTH[kind] ?? 0);
  const kept = new Set(
    candidates
      .map((column, index) => ({ column, worth: worth(column, index), index }))
      .sort((a, b) => b.worth - a.worth || a.index - b.index)
      .slice(0, MAX_COLUMNS)
      .map(({ column }) => column),
  );
  for (const column of candidates.filter((candidate) => !kept.has(candidate))) {
    left.push(`the field ${column.field.name} (only ${MAX_COLUMNS} columns fit 1280 px)`);
  }
  return { columns: candidates.filter((column) => kept.has(column)), left };
}

const filled = (part, { name, label, labels = '', other = '' }) =>
  substitute(part, [
    [/<Row<[^>]*>>/g, '<Row>'],
    [/\brow\.FIELD\b/g, access('row', name)],
    [/'FIELD'/g, quote(name)],
    [/LABEL/g, quote(label).slice(1, -1)],
    [/WithdrawalStatus/g, labels],
    [/'OTHER'/g, quote(other)],
  ]);

/**
 * The filters of the query parameters: a labelled enum is a select of its labels (in the
 * parameter's order where the labels' keys cannot keep it), a boolean Ya / Tidak, a
 * `format: date` a day (`start…` / `end…` bound each other). Others are left out, named.
 */
function filtersOf(parameters, labelsOf, labelled) {
  const names = new Set(parameters.map((parameter) => parameter.name));
  const filters = [];
  const left = [];
  for (const parameter of parameters) {
    const labels = labelsOf(parameter);
    const end = parameter.name.replace(/start/, 'end');
    const start = parameter.name.replace(/end/, 'start');
    let part;
    if (parameter.enum !== null && labels !== null) {
      const keys = labelled.get(labels);
      const ordered =
        keys.join() === parameter.enum.map(String).join() && typeof parameter.enum[0] === 'string';
      const order = parameter.enum.map((value) =>
        typeof value === 'string' ? quote(value) : value,
      );
      part = filled(FILTERS.get('enum'), { ...parameter, labels });
      if (!ordered) part = part.replace(/\)$/, `, [${order.join(', ')}])`);
    } else if (parameter.enum === null && parameter.type === 'boolean') {
      part = filled(FILTERS.get('boolean'), parameter);
    } else if (parameter.format === 'date') {
      const other =
        end !== parameter.name && names.has(end)
          ? ['dateFrom', end]
          : start !== parameter.name && names.has(start)
            ? ['dateUntil', start]
            : ['date', ''];
      part = filled(FILTERS.get(other[0]), { ...parameter, other: other[1] });
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

  const query = file('template-list-query.ts', (node, source) =>
    property('filters', () =>
      filters.length === 0 ? null : `filters: {\n${filters.join(',\n')},\n}`,
    )(node, source),
  );
  const list = file(
    'template-list.tsx',
    (node, source) =>
      property('columns', () => {
        const parts = columns.map(({ field, kind, labels }) =>
          filled(COLUMNS.get(kind), { ...field, labels }),
        );
        return `columns: [\n${parts.join(',\n')},\n]`;
      })(node, source) ?? (hasSearch ? undefined : property('search', () => null)(node, source)),
  );
  const test = file('template-page.test.tsx', (node) =>
    hasSearch ? undefined : testCase('sends the search to the API', () => null)(node),
  );

  const dir = `src/features/${names.feature}`;
  return {
    files: {
      [`${dir}/${names.base}-list-query.ts`]: query,
      [`${dir}/${names.base}-list.tsx`]: list,
      [`${dir}/${names.base}-page.tsx`]: file('template-page.tsx', (node) =>
        !hasSearch && ts.isExportDeclaration(node) ? null : undefined,
      ),
      [`${dir}/${names.base}-page.test.tsx`]: test,
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
  const refusal = done.failed === null ? noRowRefusal(operationId, done.role, testText()) : null;
  if (refusal !== null) {
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

/**
 * The refusal of a list whose filled-in page test shows no row for `role` (the role the test and
 * the browser tables sign in as): the tables that wait for a first row would fail. Null otherwise.
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

// As a command: `pnpm new:list`.
runCommand(import.meta.url, {
  command: 'new:list',
  generate: newList,
  next:
    'Next: word the list in its description (docs/adding-a-screen.md#3-finish-it-by-hand), then ' +
    'run its page test, tsc, biome and the browser specs of its route (step 4).',
});
