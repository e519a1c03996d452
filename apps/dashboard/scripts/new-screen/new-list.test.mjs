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
import { fieldKind, listedFields, listScreenFiles } from './list-screen.mjs';
import { screenNames, singular } from './names.mjs';
import { newList } from './new-list.mjs';
import { accessOf, rolesFor } from './route-entry.mjs';

const { doc, text } = readContract();
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
const TOUCHED = [
  'api/openapi.yaml',
  'apps/dashboard/src/app/routes.ts',
  'apps/dashboard/e2e/admin-guards.spec.ts',
  'apps/dashboard/e2e/list-layout.spec.ts',
];

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
      row: 'transaction',
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
  // The contract may word its fields (a `title`) at any time: these read the kinds, not the words.
  const transactionFields = () =>
    pagedRowsOf(doc, findOperation(doc, 'listKreatorTransactions')).fields;
  const labelOf = (name) => transactionFields().find((field) => field.name === name).label;

  it('shows every field but ids, each with the kind its type, format and description give', () => {
    expect(
      listedFields(transactionFields()).map((field) => [field.name, fieldKind(field)]),
    ).toEqual([
      ['invoice', 'text'],
      ['event_title', 'text'],
      ['buyer_name', 'text'],
      ['quantity', 'number'],
      ['amount', 'rupiah'],
      ['fee', 'rupiah'],
      ['net_amount', 'rupiah'],
      ['status', 'enum'],
      ['created_at', 'datetime'],
    ]);
  });

  it('exports Rupiah as numbers under a header that says so, instants as date-times', () => {
    const list = listFileOf('listKreatorTransactions');
    expect(list).toContain(
      `export: { header: '${labelOf('amount')} (Rp)', value: (transaction) => transaction.amount, kind: 'rupiah' },`,
    );
    expect(list).toContain('cell: (transaction) => formatRupiah(transaction.amount),');
    expect(list).toContain("value: (transaction) => transaction.created_at, kind: 'datetime'");
    expect(list).toContain("search: 'Cari kreator transaction',");
  });

  it('words an enum the contract does not label by its values read aloud, for the author to word', () => {
    const tiers = buyersContract({
      tier: { type: 'string', enum: ['gold', 'silver', 'new_buyer'] },
    });
    const list = listFileOf('listBuyers', tiers);
    expect(list).toContain(
      "export const TIER_LABELS = { gold: 'Gold', silver: 'Silver', new_buyer: 'New buyer' } as const;",
    );
    expect(list).toContain('cell: (buyer) => <Badge>{TIER_LABELS[buyer.tier]}</Badge>,');
    expect(list).not.toContain('enumLabels');
  });

  it("takes an enum's labels from the contract once it gives them (x-enum-labels)", () => {
    const tier = {
      type: 'string',
      enum: ['gold', 'silver'],
      'x-enum-labels': { gold: 'Emas', silver: 'Perak' },
    };
    const tiers = buyersContract(
      { tier: { $ref: '#/components/schemas/BuyerTier' } },
      { BuyerTier: tier },
    );
    const list = listFileOf('listBuyers', tiers);
    expect(list).toContain('<EnumBadge labels={enumLabels.BuyerTier} value={buyer.tier} />');
    expect(list).not.toContain('_LABELS =');
  });

  it("labels a column by its field's title, else by its name read aloud", () => {
    const tiny = buyersContract({
      buyer_name: { type: 'string' },
      vip: { title: 'Pelanggan VIP', type: 'boolean' },
    });
    const { fields } = pagedRowsOf(tiny, findOperation(tiny, 'listBuyers'));
    expect(fields.map((field) => field.label)).toEqual(['Buyer name', 'Pelanggan VIP']);
  });

  it('leaves out what a cell cannot show as it is: an object, even a nullable one', () => {
    const { fields } = pagedRowsOf(doc, findOperation(doc, 'listPartners'));
    const bank = fields.find((field) => field.name === 'bank');
    expect(bank).toMatchObject({ type: 'object', nullable: true });
    expect(listedFields(fields).map((field) => field.name)).not.toContain('bank');
  });

  it('takes a label from the field title when the contract gives one', () => {
    const { fields } = pagedRowsOf(doc, findOperation(doc, 'listPartners'));
    const titled = listedFields(fields).filter((field) => field.label !== field.name);
    expect(titled.length).toBeGreaterThan(0);
    const list = listFileOf('listPartners');
    for (const field of titled) expect(list).toContain(`header: '${field.label}',`);
  });
});

describe('filters from the query parameters', () => {
  it('makes an enum a select of its labels, a boolean Ya / Tidak, a date pair a bounded range', () => {
    expect(queryFileOf('listPartnerTransactions')).toMatch(
      /status: enumSelectFilter\('Status', (STATUS_LABELS|enumLabels\.\w+)\),/,
    );
    expect(queryFileOf('listMerchants')).toContain(
      "aktif: selectFilter('Status aktif', [{ value: true, label: 'Ya' }, { value: false, label: 'Tidak' }]),",
    );
    const transactions = queryFileOf('listAdminTransactions');
    expect(transactions).toContain(
      "start_date: dateFilter('Tanggal mulai', { notAfter: 'end_date' }),",
    );
    expect(transactions).toContain(
      "end_date: dateFilter('Tanggal akhir', { notBefore: 'start_date' }),",
    );
    expect(transactions).not.toMatch(/search: dateFilter|page:|limit:/);
  });

  it("uses the contract's labels and tones where it gives them (x-enum-labels)", () => {
    const partners = listFileOf('listPartners');
    expect(partners).toContain(
      'cell: (partner) => <EnumBadge labels={enumLabels.PartnerRowstatus} value={partner.rowstatus} />,',
    );
    expect(partners).toContain(
      'value: (partner) => labelOf(enumLabels.PartnerRowstatus, partner.rowstatus) },',
    );
    // Numeric keys lose the contract's order in JavaScript: the filter names it.
    expect(queryFileOf('listPartners')).toContain(
      "rowstatus: enumSelectFilter('Status', enumLabels.PartnerRowstatus, [0, 1]),",
    );
    expect(partners).not.toContain('_LABELS =');
  });

  it("gives a filter of fewer states than its column's its own labels", () => {
    const status = (values) => ({ type: 'string', enum: values });
    const buyers = buyersContract({ status: status(['pending', 'rejected', 'accepted']) }, {}, [
      { in: 'query', name: 'status', schema: status(['pending', 'rejected']) },
    ]);
    const query = queryFileOf('listBuyers', buyers);
    expect(query).toContain("status: enumSelectFilter('Status', STATUS_FILTER_LABELS),");
    expect(query).toContain(
      "export const STATUS_FILTER_LABELS = { pending: 'Pending', rejected: 'Rejected' } as const;",
    );
    const list = listFileOf('listBuyers', buyers);
    expect(list).toContain(
      "export const STATUS_LABELS = { pending: 'Pending', rejected: 'Rejected', accepted: 'Accepted' } as const;",
    );
  });

  it('writes a list for every paged operation of the contract', () => {
    for (const { operationId } of collectPagedOperations(doc)) {
      expect(queryFileOf(operationId), operationId).toContain(`operation: '${operationId}',`);
    }
  });
});

describe('who opens the route, from x-roles', () => {
  it('gives each role set its guard, a role for the journey and one the guard turns away', () => {
    expect(accessOf(['A'])).toBe('admin');
    expect(accessOf(['A', 'P'])).toBe('admin');
    expect(accessOf(['P'])).toBe('partner');
    expect(accessOf(['M'])).toBe('merchant');
    expect(accessOf(['A', 'P', 'M'])).toBe('signed-in');
    expect(rolesFor('admin', ['A', 'P'])).toEqual({ allowed: 'A', refused: 'M' });
    expect(rolesFor('partner', ['P'])).toEqual({ allowed: 'P', refused: 'M' });
    expect(rolesFor('merchant', ['M'])).toEqual({ allowed: 'M', refused: 'P' });
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

  it('writes the screen, its route and journey, and drops the operation x-no-screen', () => {
    const done = generate('listKreatorTransactions', {
      route: '/kreator/transaksi',
      title: 'Transaksi Kreator',
      noun: 'transaksi',
    });
    const feature = 'apps/dashboard/src/features/kreator-transactions';
    expect(done.written).toEqual([
      `${feature}/kreator-transaction-list-query.ts`,
      `${feature}/kreator-transaction-list.tsx`,
      `${feature}/kreator-transaction-page.tsx`,
      `${feature}/page-queries.ts`,
      `${feature}/kreator-transaction-page.test.tsx`,
      'apps/dashboard/e2e/kreator-transactions.spec.ts',
    ]);
    const marked = 'x-no-screen' in findOperation(doc, 'listKreatorTransactions').operation;
    expect(done.edited).toEqual([
      'apps/dashboard/src/app/routes.ts',
      'apps/dashboard/e2e/list-layout.spec.ts',
      'apps/dashboard/e2e/admin-guards.spec.ts',
      ...(marked ? ['api/openapi.yaml'] : []),
    ]);

    const routes = read('apps/dashboard/src/app/routes.ts');
    const entry = routes.slice(routes.indexOf("path: '/kreator/transaksi'"));
    expect(entry).toMatch(
      /^path: '\/kreator\/transaksi',\ntitle: 'Transaksi Kreator',\naccess: 'admin',/,
    );
    expect(entry).toContain(
      "feature: 'kreator-transactions',\nlist: { firstRow: DATA_TABLE_ROW },",
    );
    expect(entry).toContain('m.kreatorTransactionPageQueries');
    expect(routes.trimEnd().endsWith('}')).toBe(true);

    expect(read('apps/dashboard/e2e/admin-guards.spec.ts')).toContain(
      "['/kreator/transaksi', 'Daftar transaksi'],\n] as const;",
    );
    expect(read('apps/dashboard/e2e/list-layout.spec.ts')).toContain(
      "{ role: 'A', path: '/kreator/transaksi', name: 'Daftar transaksi' },\n];",
    );
    const after = readContract(join(scratch, 'api/openapi.yaml')).doc;
    expect(findOperation(after, 'listKreatorTransactions').operation).not.toHaveProperty(
      'x-no-screen',
    );

    const test = read(`${feature}/kreator-transaction-page.test.tsx`);
    expect(test).toContain("await loadedTable('Daftar transaksi', first.invoice);");
    expect(test).toContain("'Tidak ada transaksi yang cocok.'");
    // The route's first query reads the list's query part alone, none of its cells.
    const pageQueries = read(`${feature}/page-queries.ts`);
    expect(pageQueries).toContain(
      "import { kreatorTransactionListQuery } from './kreator-transaction-list-query';",
    );
    expect(pageQueries).toContain('describedListPageQuery(kreatorTransactionListQuery, request),');
    expect(pageQueries).not.toContain("'./kreator-transaction-list'");
    expect(read(`${feature}/kreator-transaction-list.tsx`)).toContain(
      '...kreatorTransactionListQuery,',
    );
    // The noun words the texts; the code still calls a row by the operation's name for it.
    expect(read(`${feature}/kreator-transaction-list.tsx`)).toContain(
      'cell: (transaction) => transaction.invoice,',
    );
  });

  it('puts the guard case of a partner list in its own journey', () => {
    generate('listPartnerMembers');
    const spec = read('apps/dashboard/e2e/partner-members.spec.ts');
    expect(spec).toContain("test.describe('signed in as M', () => {");
    expect(spec).toContain("await page.goto('/partner-members');");
    expect(read('apps/dashboard/e2e/admin-guards.spec.ts')).not.toContain('/partner-members');
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
