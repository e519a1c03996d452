import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { collectPagedOperations } from '../../../../packages/sdk/scripts/contract.mjs';
import {
  findOperation,
  labelledEnums,
  pagedRowsOf,
  queryParametersOf,
  readContract,
  repoDir,
  withoutNoScreen,
} from './contract.mjs';
import { screenNames, singular } from './names.mjs';
import { columnsOf, listScreenFiles, MAX_COLUMNS, newList, noRowRefusal } from './new-list.mjs';
import { accessOf, roleFor } from './route-entry.mjs';
import { readCommandLine } from './write-screen.mjs';

const { doc, text } = readContract(join(repoDir, 'api/openapi.yaml'));
const readContractText = (yaml) => parse(yaml);

/**
 * A file `new:list` writes for an operation of the real contract, or of `contract`: the list's
 * description (`-list.tsx`) or its query part (`-list-query.ts`).
 */
function fileOf(ending, operationId, contract = doc) {
  const found = findOperation(contract, operationId);
  const { files } = listScreenFiles({
    labelled: labelledEnums(contract),
    names: screenNames(operationId),
    found,
    rows: pagedRowsOf(contract, found),
    parameters: queryParametersOf(contract, found),
    route: '/x',
    role: 'A',
  });
  return Object.entries(files).find(([path]) => path.endsWith(ending))[1];
}

const listFileOf = (operationId, contract) => fileOf('-list.tsx', operationId, contract);
const queryFileOf = (operationId, contract) => fileOf('-list-query.ts', operationId, contract);

/**
 * A contract of one paged list, `listBuyers` (page, limit and the query parameters `filters`),
 * whose rows have `properties`; `schemas` beside them (an enum a property refers to). The
 * generator's behaviour on a case chosen here, not on whatever the real contract happens to say
 * today.
 */
function buyersContract(properties, schemas = {}, filters = []) {
  const page = { in: 'query', schema: { type: 'integer', maximum: 100 } };
  const rows = { type: 'array', items: { properties } };
  const body = { properties: { meta: { type: 'object' }, data: rows } };
  return {
    paths: {
      '/v1/buyers': {
        get: {
          operationId: 'listBuyers',
          parameters: [{ ...page, name: 'page' }, { ...page, name: 'limit' }, ...filters],
          responses: { 200: { content: { 'application/json': { schema: body } } } },
        },
      },
    },
    components: { schemas },
  };
}

/** The files new:list reads and edits, copied into a scratch repository. */
const TOUCHED = ['api/openapi.yaml', 'apps/dashboard/src/app/routes.ts'];

let scratch;
beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'new-list-'));
  for (const file of TOUCHED) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    cpSync(join(repoDir, file), join(scratch, file));
  }
  mkdirSync(join(scratch, 'apps/dashboard/src/features/partners'), { recursive: true });
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

const read = (file) => readFileSync(join(scratch, file), 'utf8');
const generate = (operationId, options = {}) =>
  newList(scratch, operationId, { format: false, ...options });

describe('names from the operationId', () => {
  it('names the folder after the operation and the files after one record', () => {
    expect(screenNames('listKreatorTransactions')).toEqual({
      feature: 'kreator-transactions',
      base: 'kreator-transaction',
      Base: 'KreatorTransaction',
      camelBase: 'kreatorTransaction',
      noun: 'kreator transaction',
      title: 'Kreator transactions',
    });
    expect(['categories', 'addresses', 'status', 'users'].map(singular)).toEqual([
      'category',
      'address',
      'status',
      'user',
    ]);
  });
});

describe('columns from the row schema', () => {
  const fieldsOf = (contract, operationId) =>
    pagedRowsOf(contract, findOperation(contract, operationId)).fields;
  const kinds = (fields, labelsOf = () => null) =>
    columnsOf(fields, labelsOf).columns.map((column) => [column.field.name, column.kind]);

  it('shows every field but ids, each with the kind its type, format and description give', () => {
    const buyers = buyersContract({
      id: { type: 'integer' },
      name: { type: ['string', 'null'] },
      city_id: { type: 'integer' },
      tickets: { type: 'integer' },
      spent: { type: 'integer', description: 'Rupiah.' },
      joined_at: { type: 'string', format: 'date-time' },
      vip: { type: 'boolean' },
    });
    expect(kinds(fieldsOf(buyers, 'listBuyers'))).toEqual([
      ['name', 'text'],
      ['tickets', 'number'],
      ['spent', 'rupiah'],
      ['joined_at', 'datetime'],
      ['vip', 'boolean'],
    ]);
  });

  it(`keeps the first field, states, dates and amounts when more than ${MAX_COLUMNS} would show, and names the rest`, () => {
    const withdrawals = fieldsOf(doc, 'listKreatorWithdrawals');
    const { columns, left } = columnsOf(withdrawals, () => null);
    expect(columns.map((column) => column.field.name)).toEqual([
      'kreator_name',
      'amount',
      'status',
      'created_at',
      'processed_at',
    ]);
    expect(left).toEqual([
      'the labels of status (no x-enum-labels in the contract): shown as they are',
      'the field bank_code (only 5 columns fit 1280 px)',
      'the field bank_name (only 5 columns fit 1280 px)',
      'the field account_number (only 5 columns fit 1280 px)',
      'the field account_name (only 5 columns fit 1280 px)',
      'the field note (only 5 columns fit 1280 px)',
    ]);
    // A sale's day before its third amount.
    const sales = columnsOf(fieldsOf(doc, 'listKreatorTransactions'), () => null);
    expect(sales.columns.map((column) => column.field.name)).toEqual([
      'invoice',
      'amount',
      'fee',
      'status',
      'created_at',
    ]);
  });

  it("writes each kind from template/parts.tsx, on the kit's column.* of the list's row type", () => {
    const list = listFileOf('listKreatorTransactions');
    expect(list).toContain("type Row = PageRow<'listKreatorTransactions'>;");
    expect(list).toContain(
      "column.number<Row>('amount', 'Amount', (row) => row.amount, 'rupiah'),",
    );
    expect(list).toContain("noun: 'kreator transaction',\n  search: true,");
    expect(list).toMatch(/^import \* as column from '@\/lib\/list\/columns';$/m);
    expect(list).toMatch(/^import type \{ PageRow \} from '@backoffice\/sdk';$/m);
    const withdrawals = listFileOf('listKreatorWithdrawals');
    expect(withdrawals).toContain(
      "column.date<Row>('created_at', 'Created at', (row) => row.created_at),",
    );
    // A moment not yet set: `-` on screen, an empty cell in the file.
    expect(withdrawals).toContain(
      "column.date<Row>('processed_at', 'Processed at', (row) => row.processed_at ?? ''),",
    );
  });

  it("takes an enum's labels from the contract (x-enum-labels), in the badge of its tone", () => {
    const tier = {
      type: 'string',
      enum: ['gold', 'silver'],
      'x-enum-labels': { gold: 'Emas', silver: 'Perak' },
    };
    const tiers = buyersContract(
      { tier: { $ref: '#/components/schemas/BuyerTier' } },
      { BuyerTier: tier },
    );
    const list = listFileOf('listBuyers', tiers).replace(/\s+/g, ' ');
    expect(list).toContain(
      "column.status<Row>('tier', enumLabels.BuyerTier, (row) => row.tier, { header: 'Tier', })",
    );
  });

  it("labels a column by its field's title, else by its name read aloud", () => {
    const tiny = buyersContract({
      buyer_name: { type: 'string' },
      vip: { title: 'Pelanggan VIP', type: 'boolean' },
    });
    expect(fieldsOf(tiny, 'listBuyers').map((field) => field.label)).toEqual([
      'Buyer name',
      'Pelanggan VIP',
    ]);
  });

  it('leaves out what a cell cannot show as it is, and says why: an object, even a nullable one', () => {
    const { columns, left } = columnsOf(fieldsOf(doc, 'listPartners'), () => null);
    expect(columns.map((column) => column.field.name)).not.toContain('bank');
    expect(left).toContain('the field bank (an object a cell cannot show)');
  });
});

describe('comments', () => {
  it("flows a comment again where a screen's names make a line longer than Biome's 100", () => {
    const found = findOperation(doc, 'listKreatorWithdrawals');
    const { files } = listScreenFiles({
      labelled: labelledEnums(doc),
      names: screenNames('listKreatorWithdrawals'),
      found,
      rows: pagedRowsOf(doc, found),
      parameters: queryParametersOf(doc, found),
      route: '/kreator-withdrawals-of-every-creator',
      role: 'A',
    });
    const comments = Object.values(files)
      .flatMap((text) => text.split('\n'))
      .filter((line) => /^\s*(\* |\/\/ )/.test(line));
    expect(comments.filter((line) => line.length > 100)).toEqual([]);
    expect(files['src/features/kreator-withdrawals/kreator-withdrawal-list-query.ts']).toContain(
      [
        '/**',
        " * `/kreator-withdrawals-of-every-creator`'s first query: the operation and the URL state it reads.",
        ' * Apart from the columns (kreator-withdrawal-list.tsx), so the route asks for the rows (below)',
        ' * without loading a cell.',
        ' */',
      ].join('\n'),
    );
  });
});

describe('filters from the query parameters', () => {
  /** The file's code on one line: the parts keep template/parts.tsx's line breaks until Biome. */
  const flat = (text) => text.replace(/\s+/g, ' ').replaceAll('[ ', '[').replaceAll(', ]', ']');

  it('makes a labelled enum a select of its labels, a boolean Ya / Tidak, a date pair a bounded range', () => {
    expect(flat(queryFileOf('listPartnerTransactions'))).toContain(
      "status: enumSelectFilter('Status', enumLabels.PartnerTransactionStatus)",
    );
    expect(flat(queryFileOf('listMerchants'))).toContain(
      "aktif: selectFilter('Status aktif', [{ value: true, label: 'Ya' }, { value: false, label: 'Tidak' }])",
    );
    const transactions = flat(queryFileOf('listAdminTransactions'));
    expect(transactions).toContain(
      "start_date: dateFilter('Tanggal mulai', { notAfter: 'end_date', rangeLabel: 'Tanggal' })",
    );
    expect(transactions).toContain(
      "end_date: dateFilter('Tanggal akhir', { notBefore: 'start_date' })",
    );
    expect(transactions).not.toMatch(/search: dateFilter|page:|limit:/);
  });

  it("names the order where the labels' keys cannot keep it: numbers, or fewer states", () => {
    // Numeric keys lose the contract's order in JavaScript: the filter names it.
    expect(queryFileOf('listPartners')).toContain(
      "rowstatus: enumSelectFilter('Status', enumLabels.PartnerRowstatus, [0, 1])",
    );
    const tier = {
      type: 'string',
      enum: ['gold', 'silver'],
      'x-enum-labels': { gold: 'Emas', silver: 'Perak' },
    };
    const buyers = buyersContract({}, { BuyerTier: tier }, [
      {
        in: 'query',
        name: 'tier',
        schema: { $ref: '#/components/schemas/BuyerTier', enum: ['silver'] },
      },
    ]);
    expect(queryFileOf('listBuyers', buyers)).toContain(
      "tier: enumSelectFilter('Tier', enumLabels.BuyerTier, ['silver'])",
    );
  });

  it('writes a list for every paged operation of the contract', () => {
    for (const { operationId } of collectPagedOperations(doc)) {
      expect(queryFileOf(operationId), operationId).toContain(`operation: '${operationId}',`);
    }
  });
});

describe('who opens the route, from x-roles', () => {
  it("gives each role set its guard, and the screen's test a role the guard lets in", () => {
    expect(accessOf(['A'])).toBe('admin');
    expect(accessOf(['A', 'P'])).toBe('admin');
    expect(accessOf(['P'])).toBe('partner');
    expect(accessOf(['M'])).toBe('merchant');
    expect(accessOf(['A', 'P', 'M'])).toBe('signed-in');
    expect(roleFor('admin')).toBe('A');
    expect(roleFor('partner')).toBe('P');
    expect(roleFor('merchant')).toBe('M');
    // The role the browser tables sign in as (e2e/route-table.ts), whatever x-roles' order.
    expect(roleFor('signed-in')).toBe('A');
    // Signed out, as the benchmarks open a guest or public route.
    expect([roleFor('guest'), roleFor('public')]).toEqual([null, null]);
  });
});

describe('pnpm new:list', () => {
  it('refuses an unknown operation, one that is no paged list and one that needs a record', () => {
    expect(() => generate('listNothing')).toThrow(
      'listNothing is not an operationId of api/openapi.yaml.',
    );
    expect(() => generate('createPromo')).toThrow(
      'createPromo is not a paged list (a GET taking page and limit, answering meta and one array of rows): new:list makes list screens only.',
    );
    expect(() => generate('listEventParticipants')).toThrow(
      'listEventParticipants needs event_id in every call: a list of one record (a detail page) is written by hand.',
    );
  });

  it('refuses a folder that exists and a route the table has', () => {
    expect(() => generate('listPartners')).toThrow(
      'apps/dashboard/src/features/partners exists already: new:list and new:form write a new feature folder. Name another with --feature <name>, or add the screen to that folder by hand.',
    );
    expect(() => generate('listPartners', { feature: 'partner-list', route: '/partner' })).toThrow(
      '/partner is in src/app/routes.ts already.',
    );
    expect(existsSync(join(scratch, 'apps/dashboard/src/features/partner-list'))).toBe(false);
  });

  it('writes the screen on listPage and its route, and drops the operation x-no-screen', () => {
    // A folder and route no screen of the product will take, whatever screens it gains.
    const done = generate('listKreatorTransactions', {
      feature: 'try-sales',
      route: '/try/transaksi',
      title: 'Transaksi Kreator',
      noun: 'transaksi',
    });
    expect(done.left.join('\n')).not.toMatch(/--title|--noun/);
    const feature = 'apps/dashboard/src/features/try-sales';
    expect(done.written).toEqual([
      `${feature}/kreator-transaction-list-query.ts`,
      `${feature}/kreator-transaction-list.tsx`,
      `${feature}/kreator-transaction-page.tsx`,
      `${feature}/kreator-transaction-page.test.tsx`,
    ]);
    const marked = 'x-no-screen' in findOperation(doc, 'listKreatorTransactions').operation;
    expect(done.edited).toEqual([
      'apps/dashboard/src/app/routes.ts',
      ...(marked ? ['api/openapi.yaml'] : []),
    ]);

    const routes = read('apps/dashboard/src/app/routes.ts');
    // The entry of template/route.ts, as Biome will lay it out.
    const entry = routes.slice(routes.indexOf("path: '/try/transaksi'")).replace(/\s+/g, ' ');
    expect(entry).toMatch(
      /^path: '\/try\/transaksi', title: 'Transaksi Kreator', access: 'admin',/,
    );
    expect(entry).toContain(
      "page: lazyPage(() => import('@/features/try-sales/kreator-transaction-page'), 'KreatorTransactionPage', {",
    );
    expect(entry).toContain('list: { firstRow: DATA_TABLE_ROW }, }');
    expect(routes.trimEnd().endsWith('}')).toBe(true);
    const after = readContract(join(scratch, 'api/openapi.yaml')).doc;
    expect(findOperation(after, 'listKreatorTransactions').operation).not.toHaveProperty(
      'x-no-screen',
    );

    const page = read(`${feature}/kreator-transaction-page.tsx`);
    expect(page).toContain(
      "export const KreatorTransactionPage = listPage(kreatorTransactionList, { description: 'Daftar transaksi.' });",
    );
    // The palette reaches a searchable list through its page (docs/palette.md).
    expect(page).toContain("export { kreatorTransactionList } from './kreator-transaction-list';");
    const test = read(`${feature}/kreator-transaction-page.test.tsx`);
    expect(test).toContain(
      "await renderPage(<KreatorTransactionPage />, { role: 'A', path: '/try/transaksi' });",
    );
    expect(test).toContain("path: '/try/transaksi?search=tidakadayangcocok'");
    // The texts a user reads are left for vitest to fill in from the mock (writeScreen).
    expect(test.match(/toMatchInlineSnapshot\(\)/g)).toHaveLength(1);
    expect(read(`${feature}/kreator-transaction-list.tsx`)).toContain("noun: 'transaksi',");
    // The route's first query is the list's query part's, which imports none of its cells.
    expect(entry).toContain(
      "queries: () => import('@/features/try-sales/kreator-transaction-list-query'),",
    );
    const query = read(`${feature}/kreator-transaction-list-query.ts`);
    expect(query).toContain(
      'export const kreatorTransactionPageQueries = listPageQueries(kreatorTransactionListQuery);',
    );
    expect(query).not.toMatch(/-list'|-list\.tsx'|@backoffice\/ui/);
    expect(read(`${feature}/kreator-transaction-list.tsx`)).toContain(
      '...kreatorTransactionListQuery,',
    );
  });

  it('takes back what it wrote, and leaves the repository as it was', () => {
    const before = TOUCHED.map(read);
    generate('listKreatorTransactions', { feature: 'try-sales', route: '/try/transaksi' }).undo();
    expect(TOUCHED.map(read)).toEqual(before);
    expect(existsSync(join(scratch, 'apps/dashboard/src/features/try-sales'))).toBe(false);
    expect(existsSync(join(scratch, 'apps/dashboard/src/features/partners'))).toBe(true);
  });

  it('refuses a list whose page test, filled in from the seed, shows no row', () => {
    const empty = '"shown": "Belum ada event.",';
    expect(noRowRefusal('listOwnEvents', 'A', empty)?.message).toBe(
      "listOwnEvents answers A no row from the mock's seed: its page test would read no cell, and the browser tables that open every list (e2e/page-titles, list-layout and export.spec.ts) wait for a first row as A. Nothing was written. Give the seed rows A may see (apps/mock-server/src/db/seed/), or pick another operation.",
    );
    expect(noRowRefusal('listKreators', 'A', '"shown": "Menampilkan 15 dari 24 data",')).toBe(null);
  });

  it('says its usage, not a stack, for --help and an unknown option', () => {
    const usage = (argv) => {
      try {
        readCommandLine(argv, 'new:list');
      } catch (error) {
        return { code: error.code, message: error.message };
      }
    };
    expect(usage(['--help'])).toEqual({
      code: 0,
      message:
        'usage: pnpm new:list <operationId> [--route /path] [--title Title] [--feature folder] [--noun noun]\nThe operations no screen calls yet are the rows `no screen` of `pnpm report:contract` (docs/adding-a-screen.md).',
    });
    expect(usage(['listPromos', '--colour', 'red'])?.code).toBe(1);
    expect(usage(['listPromos', '--colour', 'red'])?.message).toMatch(
      /^Unknown option '--colour'.*\nusage: pnpm new:list <operationId>/s,
    );
  });

  it('writes no search box, and no test of one, for an operation without search', () => {
    const done = generate('listKreatorWithdrawals', {
      feature: 'try-withdrawals',
      route: '/try/withdrawals',
    });
    // Words no edit of the description changes, when the command was given none.
    expect(done.left.slice(-2)).toEqual([
      `the title in the product's words (--title): "Kreator withdrawals", the operation's, is in routes.ts and may be cut in a phone's top bar`,
      `the noun in the product's words (--noun): "kreator withdrawal" is also in the page's line`,
    ]);
    const feature = 'apps/dashboard/src/features/try-withdrawals';
    expect(read(`${feature}/kreator-withdrawal-list.tsx`)).not.toContain('search:');
    expect(read(`${feature}/kreator-withdrawal-page.test.tsx`)).not.toContain('search=');
    expect(read(`${feature}/kreator-withdrawal-page.tsx`)).not.toMatch(/^export \{|palette/m);
  });
});

describe('the contract edit', () => {
  const yaml = [
    'paths:',
    '  /v1/a:',
    '    get:',
    '      operationId: listA',
    '      # who reads it',
    '      x-no-screen: >-',
    '        Another client',
    '        reads it.',
    '      x-roles: [A]',
    '    post:',
    '      operationId: createA',
    '      x-no-screen: Another client writes it.',
    '',
  ].join('\n');
  const operation = (id) => findOperation(readContractText(yaml), id);

  it("drops the operation's x-no-screen, all its lines, and nothing else", () => {
    expect(withoutNoScreen(yaml, operation('listA'))).toBe(
      yaml.replace('      x-no-screen: >-\n        Another client\n        reads it.\n', ''),
    );
  });

  it('leaves the contract as it is for an operation without one', () => {
    const once = withoutNoScreen(yaml, operation('createA'));
    expect(withoutNoScreen(once, operation('createA'))).toBe(once);
    expect(withoutNoScreen(text, findOperation(doc, 'listPartners'))).toBe(text);
  });
});
