/**
 * The files `pnpm new:list <operationId>` writes (docs/adding-a-screen.md), as text, from what
 * contract.mjs read: the list's description on the kit (lib/list) and its query part, its page,
 * its first query, a page test against the mock and a browser journey. Pure: the command writes them.
 */
import { readableName } from '../../../../packages/sdk/scripts/contract.mjs';
import { access, constantCase, pascal, quote } from './names.mjs';

/** Query parameters the kit itself keeps (page, page size) or shows as the search box. */
const KIT_PARAMETERS = new Set(['page', 'limit', 'search']);

/** Right-aligned figures that never wrap, as the other lists show amounts. */
const FIGURE = 'whitespace-nowrap text-right tabular-nums';

/**
 * How a field shows and exports: `rupiah` for an integer the contract says is Rupiah, `number`
 * for another figure, `datetime` / `date` by format, `enum` (labels), `boolean` (Ya / Tidak),
 * `text` for the rest; null for what a cell cannot show as it is (objects, lists, files).
 */
export function fieldKind(field) {
  if (field.enum !== null) return 'enum';
  if (field.type === 'boolean') return 'boolean';
  if (field.type === 'integer' || field.type === 'number') {
    return /rupiah/i.test(field.description) ? 'rupiah' : 'number';
  }
  if (field.type === 'object' || field.type === 'array' || field.format === 'binary') return null;
  if (field.format === 'date-time') return 'datetime';
  if (field.format === 'date') return 'date';
  return 'text';
}

/** The row's fields a list shows: not its id nor the ids of other records, nor what has no kind. */
export function listedFields(fields) {
  return fields.filter(
    (field) => field.name !== 'id' && !/_id$/.test(field.name) && fieldKind(field) !== null,
  );
}

/** `{ pending: 'Pending', … }`: the enum's labels, read aloud until the author words them. */
function labelsSource(values) {
  const entries = values.map((value) => {
    const key =
      typeof value === 'number' || /^[A-Za-z_$][\w$]*$/.test(value) ? value : quote(value);
    return `${key}: ${quote(readableName(String(value)))}`;
  });
  return `{ ${entries.join(', ')} }`;
}

const sameValues = (a, b) =>
  a !== null && b !== null && a.length === b.length && a.every((value) => b.includes(value));

/**
 * The labels of each enum the list shows or filters by: the contract's (`enumLabels.X`, from
 * `x-enum-labels`, with their tones), found by the schema a field refers to or by the row
 * schema and field (`KreatorTransactionStatus`); else a map of the list's own, its values read
 * aloud for the author to word. A filter of fewer states than its column's has its own.
 */
function labelMaps(columns, filters, rowSchema, labelled) {
  const inContract = (...names) => names.find((name) => name && labelled.has(name)) ?? null;
  const maps = [];
  for (const field of columns.filter((column) => column.enum !== null)) {
    const contract = inContract(field.enumRef, rowSchema && `${rowSchema}${pascal(field.name)}`);
    maps.push({
      name: contract ? `enumLabels.${contract}` : `${constantCase(field.name)}_LABELS`,
      contract,
      values: field.enum,
      field: field.name,
    });
  }
  for (const parameter of filters.filter((filter) => filter.enum !== null)) {
    const column = maps.find((map) => map.field === parameter.name);
    const contract = inContract(parameter.enumRef, column?.contract);
    if (column && sameValues(column.values, parameter.enum) && column.contract === contract) {
      column.filter = parameter.name;
      continue;
    }
    maps.push({
      name: contract
        ? `enumLabels.${contract}`
        : `${constantCase(parameter.name)}${column ? '_FILTER' : ''}_LABELS`,
      contract,
      values: parameter.enum,
      filter: parameter.name,
    });
  }
  return maps;
}

/**
 * A cell's content, the text a user reads in it (what the page test expects) and its export
 * value, for one field of `row`.
 */
function valueSources(field, row, maps) {
  const value = access(row, field.name);
  const orEmpty = (text) => (field.nullable ? `${value} === null ? '-' : ${text}` : text);
  switch (fieldKind(field)) {
    case 'rupiah':
      return { cell: `formatRupiah(${value})`, exported: value, uses: 'formatRupiah' };
    case 'number':
      return { cell: `formatNumber(${value})`, exported: value, uses: 'formatNumber' };
    case 'datetime':
      return { cell: `formatDateTime(${value})`, exported: value, uses: 'formatDateTime' };
    case 'date':
      return { cell: `formatDate(${value})`, exported: value, uses: 'formatDate' };
    case 'enum': {
      const map = maps.find((candidate) => candidate.field === field.name);
      if (map.contract) {
        const text = orEmpty(`labelOf(${map.name}, ${value})`);
        const cell = orEmpty(`<EnumBadge labels={${map.name}} value={${value}} />`);
        return { cell, text, exported: text, contractLabels: true };
      }
      const text = orEmpty(`${map.name}[${value}]`);
      return { cell: text, exported: text, badge: true };
    }
    case 'boolean':
      return {
        cell: orEmpty(`${value} ? 'Ya' : 'Tidak'`),
        exported: orEmpty(`${value} ? 'Ya' : 'Tidak'`),
      };
    default:
      return { cell: field.nullable ? `${value} ?? '-'` : value, exported: value };
  }
}

const EXPORT_KINDS = { rupiah: 'rupiah', number: 'number', datetime: 'datetime', date: 'date' };

function columnSource(field, row, maps) {
  const kind = fieldKind(field);
  const { cell, exported, badge } = valueSources(field, row, maps);
  const header = quote(field.label);
  const exportHeader = quote(kind === 'rupiah' ? `${field.label} (Rp)` : field.label);
  const exportKind = EXPORT_KINDS[kind] ? `, kind: '${EXPORT_KINDS[kind]}'` : '';
  return [
    '{',
    `id: ${quote(field.name)},`,
    `header: ${header},`,
    ...(kind === 'rupiah' || kind === 'number' ? [`className: '${FIGURE}',`] : []),
    badge ? `cell: (${row}) => <Badge>{${cell}}</Badge>,` : `cell: (${row}) => ${cell},`,
    `export: { header: ${exportHeader}, value: (${row}) => ${exported}${exportKind} },`,
    '},',
  ].join('\n');
}

/**
 * The filters of the operation's query parameters: an enum is a select of its labels, a boolean
 * Ya / Tidak, a `format: date` a day (a `start…` / `end…` pair bounds each other). Others are
 * left out and named in `skipped`: the author decides how the user picks them.
 */
function filterSources(parameters, maps, labelled) {
  const names = new Set(parameters.map((parameter) => parameter.name));
  const filters = [];
  const skipped = [];
  for (const parameter of parameters) {
    const label = quote(parameter.label);
    if (parameter.enum !== null) {
      const map = maps.find((candidate) => candidate.filter === parameter.name);
      // JavaScript puts numeric keys first and ascending, and a filter may take fewer states
      // than the enum has: then the choices are the parameter's, in its order.
      const keys = map.contract ? labelled.get(map.contract) : null;
      const reordered =
        keys !== null &&
        (parameter.enum.some((value) => typeof value !== 'string') ||
          keys.join() !== parameter.enum.map(String).join());
      const values = parameter.enum.map((value) =>
        typeof value === 'string' ? quote(value) : value,
      );
      const order = reordered ? `, [${values.join(', ')}]` : '';
      filters.push(`${parameter.name}: enumSelectFilter(${label}, ${map.name}${order}),`);
    } else if (parameter.type === 'boolean') {
      filters.push(
        `${parameter.name}: selectFilter(${label}, [{ value: true, label: 'Ya' }, { value: false, label: 'Tidak' }]),`,
      );
    } else if (parameter.format === 'date') {
      const end = parameter.name.replace(/start/, 'end');
      const start = parameter.name.replace(/end/, 'start');
      const range =
        end !== parameter.name && names.has(end)
          ? `, { notAfter: ${quote(end)} }`
          : start !== parameter.name && names.has(start)
            ? `, { notBefore: ${quote(start)} }`
            : '';
      filters.push(`${parameter.name}: dateFilter(${label}${range}),`);
    } else {
      skipped.push(parameter.name);
    }
  }
  return { filters, skipped };
}

/**
 * What the generated list holds, and what it leaves to the author: `{ files, skipped }`, where
 * `files` maps a path under the dashboard to its text.
 */
export function listScreenFiles({
  names,
  found,
  rows,
  parameters,
  route,
  role,
  labelled = new Map(),
}) {
  const { row } = names;
  const columns = listedFields(rows.fields);
  const filterParameters = parameters.filter((parameter) => !KIT_PARAMETERS.has(parameter.name));
  const hasSearch = parameters.some((parameter) => parameter.name === 'search');
  const maps = labelMaps(columns, filterParameters, rows.schemaName, labelled);
  const { filters, skipped } = filterSources(filterParameters, maps, labelled);
  const listName = `${names.camelBase}List`;
  const dir = `src/features/${names.feature}`;
  const caption = `Daftar ${names.noun}`;

  const sources = columns.map((field) => valueSources(field, 'first', maps));
  const formatters = [...new Set(sources.map((source) => source.uses).filter(Boolean))].sort();
  const uiImports = [...(sources.some((source) => source.badge) ? ['Badge'] : []), ...formatters];
  const shownLabels = sources.some((source) => source.contractLabels);
  const filterKinds = [
    ...(filters.some((text) => text.includes('dateFilter(')) ? ['dateFilter'] : []),
    ...(filters.some((text) => text.includes('enumSelectFilter(')) ? ['enumSelectFilter'] : []),
    ...(filters.some((text) => text.includes(' selectFilter(')) ? ['selectFilter'] : []),
  ];
  // A map a filter words lives with the query part, which loads before any cell; the columns
  // that show it import it from there.
  const ownMaps = maps.filter((map) => !map.contract);
  const queryMaps = ownMaps.filter((map) => map.filter !== undefined);
  const listMaps = ownMaps.filter((map) => map.filter === undefined);
  const shownQueryMaps = queryMaps.filter((map) => map.field !== undefined).map((map) => map.name);
  const mapSource = (map) => [
    `/** The ${map.field ?? map.filter} values as the user reads them. */`,
    `export const ${map.name} = ${labelsSource(map.values)} as const;`,
    '',
  ];
  const queryName = `${listName}Query`;

  const query = [
    ...(maps.some((map) => map.contract && map.filter !== undefined)
      ? ["import { enumLabels } from '@backoffice/sdk';"]
      : []),
    ...(filterKinds.length > 0
      ? [`import { ${filterKinds.join(', ')} } from '@/lib/list/filters';`]
      : []),
    "import { describeListQuery } from '@/lib/list/list-description';",
    '',
    ...queryMaps.flatMap(mapSource),
    '/**',
    ` * The first query of \`${route}\`: its operation and the URL state it reads.`,
    ` * Apart from the columns (${names.base}-list.tsx), so page-queries.ts asks for`,
    ' * the rows without loading a cell.',
    ' */',
    `export const ${queryName} = describeListQuery({`,
    `operation: ${quote(found.operationId)},`,
    ...(filters.length > 0 ? ['filters: {', ...filters, '},'] : []),
    '});',
    '',
  ].join('\n');

  const list = [
    ...(maps.some((map) => map.contract && map.field !== undefined)
      ? ["import { enumLabels } from '@backoffice/sdk';"]
      : []),
    ...(uiImports.length > 0 ? [`import { ${uiImports.join(', ')} } from '@backoffice/ui';`] : []),
    ...(shownLabels ? ["import { EnumBadge, labelOf } from '@/lib/enum-badge';"] : []),
    "import { describeList } from '@/lib/list/list-description';",
    `import { ${[...shownQueryMaps, queryName].join(', ')} } from './${names.base}-list-query';`,
    '',
    ...listMaps.flatMap(mapSource),
    `/** \`${route}\`: ${found.operation.summary ?? found.operationId} (${found.operationId}). */`,
    `export const ${listName} = describeList({`,
    `...${queryName},`,
    `noun: ${quote(names.noun)},`,
    `caption: ${quote(caption)},`,
    ...(hasSearch ? [`search: ${quote(`Cari ${names.noun}`)},`] : []),
    'columns: [',
    ...columns.map((field) => columnSource(field, row, maps)),
    '],',
    '});',
    '',
  ].join('\n');

  const page = [
    "import { PageHeader } from '@backoffice/ui';",
    "import { DescribedList } from '@/lib/list/described-list';",
    `import { ${listName} } from './${names.base}-list';`,
    '',
    `/** \`${route}\`: the list described in ${names.base}-list.tsx. */`,
    `export function ${names.Base}Page() {`,
    'return (',
    '<div className="grid gap-6">',
    // The title is the route's, in the top bar; the line under it says what the list holds.
    `<PageHeader description=${quote(`${caption}.`)} />`,
    `<DescribedList description={${listName}} />`,
    '</div>',
    ');',
    '}',
    '',
  ].join('\n');

  const pageQueries = [
    "import { describedListPageQuery } from '@/lib/list/list-page-query';",
    "import type { PageQueries } from '@/lib/page-query';",
    `import { ${queryName} } from './${names.base}-list-query';`,
    '',
    `/** \`${route}\`: the page of rows its URL asks for. */`,
    `export const ${names.camelBase}PageQueries: PageQueries = (request) => [`,
    `describedListPageQuery(${queryName}, request),`,
    '];',
    '',
  ].join('\n');

  const rowsOf = rows.rows === 'data' ? 'answer.data' : `answer.${rows.rows}`;
  const labelImports = (from) =>
    from.filter((map) => map.field !== undefined).map((map) => map.name);
  const texts = sources.map((source) => source.text ?? source.cell);
  const firstText = texts[0] ?? "''";
  const test = [
    ...(shownLabels ? ["import { enumLabels } from '@backoffice/sdk';"] : []),
    ...(formatters.length > 0
      ? [`import { ${formatters.join(', ')} } from '@backoffice/ui';`]
      : []),
    "import { screen, within } from '@testing-library/react';",
    "import { apiClient } from '@/lib/api';",
    ...(shownLabels ? ["import { labelOf } from '@/lib/enum-badge';"] : []),
    "import { renderPage } from '../../../test/render-page';",
    "import { bodyRows, cellsOf, loadedTable } from '../../../test/tables';",
    ...[
      [labelImports(listMaps), `${names.base}-list`],
      [labelImports(queryMaps), `${names.base}-list-query`],
    ].flatMap(([imported, module]) =>
      imported.length > 0 ? [`import { ${imported.join(', ')} } from './${module}';`] : [],
    ),
    `import { ${names.Base}Page } from './${names.base}-page';`,
    '',
    '/** The first page as the mock answers it: what the screen must show. */',
    'async function firstPageFromMock() {',
    `const { data: answer } = await apiClient.GET(${quote(found.path)}, { params: { query: {} } });`,
    "if (answer === undefined) throw new Error('the mock did not answer');",
    `const first = ${rowsOf}[0];`,
    `if (first === undefined) throw new Error('the mock has no ${names.noun}');`,
    'return { answer, first };',
    '}',
    '',
    `describe(${quote(route)}, () => {`,
    "it('shows the rows of the first page as the API answers them', async () => {",
    `await renderPage(<${names.Base}Page />, { role: ${quote(role)}, path: ${quote(route)} });`,
    'const { answer, first } = await firstPageFromMock();',
    `const table = await loadedTable(${quote(caption)}, ${firstText});`,
    '',
    `expect(screen.getByText(${quote(`${caption}.`)}, { exact: true })).toBeInTheDocument();`,
    "expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([",
    ["'No'", ...columns.map((field) => quote(field.label))].join(', '),
    ']);',
    `expect(bodyRows(table)).toHaveLength(${rowsOf}.length);`,
    'expect(cellsOf(bodyRows(table)[0])).toEqual([',
    ["'1'", ...texts].join(',\n'),
    ']);',
    'expect(',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal of the test it writes
    'screen.getByText(`Menampilkan ${answer.meta.totalDataOnPage} dari ${answer.meta.totaldata} data`),',
    ').toBeInTheDocument();',
    '});',
    ...(hasSearch
      ? [
          '',
          "it('says so when nothing matches the search', async () => {",
          `await renderPage(<${names.Base}Page />, { role: ${quote(role)}, path: ${quote(`${route}?search=tidakadayangcocok`)} });`,
          `expect(await screen.findByText(${quote(`Tidak ada ${names.noun} yang cocok.`)})).toBeInTheDocument();`,
          '});',
        ]
      : []),
    '});',
    '',
  ].join('\n');

  return {
    files: {
      [`${dir}/${names.base}-list-query.ts`]: query,
      [`${dir}/${names.base}-list.tsx`]: list,
      [`${dir}/${names.base}-page.tsx`]: page,
      [`${dir}/page-queries.ts`]: pageQueries,
      [`${dir}/${names.base}-page.test.tsx`]: test,
    },
    caption,
    firstColumn: columns[0] ?? null,
    skipped,
  };
}
