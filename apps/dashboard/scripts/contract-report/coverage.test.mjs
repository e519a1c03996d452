import { markdownReport, opensRoute, operationOfCall, verdict } from './coverage.mjs';

const OPERATIONS = [
  { operationId: 'getMerchantProfile', method: 'GET', path: '/v1/merchant/profile' },
  { operationId: 'listVouchers', method: 'GET', path: '/v1/merchant/getall_data' },
  { operationId: 'setStatus', method: 'PUT', path: '/v1/partner/activedeactive/{id}' },
  { operationId: 'deletePromo', method: 'PUT', path: '/v1/promo/delete/{id}' },
];

describe('operationOfCall', () => {
  it('finds the operation of a path template, of a concrete path and of a template literal', () => {
    const find = (method, path) => operationOfCall({ method, path }, OPERATIONS)?.operationId;
    expect(find('PUT', '/v1/partner/activedeactive/{id}')).toBe('setStatus');
    expect(find('PUT', '/v1/partner/activedeactive/7')).toBe('setStatus');
    expect(find(null, '/v1/promo/delete/{}')).toBe('deletePromo');
    expect(find('GET', '/v1/merchant/getall_data?page=2&search={}')).toBe('listVouchers');
  });

  it('tells operations apart by method and by every segment', () => {
    const find = (method, path) => operationOfCall({ method, path }, OPERATIONS)?.operationId;
    expect(find('POST', '/v1/merchant/getall_data')).toBeUndefined();
    expect(find('PUT', '/v1/partner/activedeactive')).toBeUndefined();
    expect(find('GET', '/v1/merchant/getall_data/3')).toBeUndefined();
    expect(find(null, '/v1/{}')).toBeUndefined();
    // A template literal's expression at the end of a segment is part of it (a query string):
    // it does not make the segment match another name.
    expect(find('GET', '/v1/merchant/getall_data{}')).toBe('listVouchers');
    expect(find('GET', '/v1/merchant/{}')).toBe('getMerchantProfile');
    expect(find('GET', '/v1/merchant/prof{}')).toBe('getMerchantProfile');
  });
});

describe('opensRoute', () => {
  it('matches wouter patterns with required and optional parameters, query ignored', () => {
    expect(opensRoute('/voucher', '/voucher?page=2')).toBe(true);
    expect(opensRoute('/voucher/edit/:id?', '/voucher/edit')).toBe(true);
    expect(opensRoute('/voucher/edit/:id?', '/voucher/edit/12')).toBe(true);
    expect(opensRoute('/dispute/:id', '/dispute/{}')).toBe(true);
    expect(opensRoute('/', '/?redirect=%2Fvoucher')).toBe(true);
  });

  it('does not match other paths or non-URLs', () => {
    expect(opensRoute('/voucher', '/voucher/add')).toBe(false);
    expect(opensRoute('/dispute/:id', '/dispute')).toBe(false);
    expect(opensRoute('/', '/login')).toBe(false);
    expect(opensRoute('/voucher', 'voucher')).toBe(false);
  });
});

describe('verdict', () => {
  const facts = { routes: [], tests: [], noScreen: null };

  it('passes an operation a screen uses when a test exercises it, and fails it otherwise', () => {
    expect(
      verdict({ ...facts, routes: ['/voucher'], tests: ['voucher-list-page.test.tsx'] }),
    ).toEqual({ status: 'ok', fails: false, note: '' });
    expect(verdict({ ...facts, routes: ['/voucher'] })).toEqual({
      status: 'untested',
      fails: true,
      note: 'no dashboard test or browser spec',
    });
  });

  it('excuses an unused operation by the contract reason, else fails', () => {
    expect(verdict({ ...facts, noScreen: 'The member app calls it.' })).toEqual({
      status: 'no screen',
      fails: false,
      note: 'The member app calls it.',
    });
    expect(verdict(facts)).toMatchObject({ status: 'no reason', fails: true });
  });

  it('fails an operation the contract says no screen calls once a dashboard file calls it', () => {
    const stale = {
      status: 'stale mark',
      fails: true,
      note: 'a dashboard file calls it: remove its x-no-screen from the contract',
    };
    const noScreen = 'A creator app reads it.';
    expect(verdict({ ...facts, noScreen, files: ['features/x/x-list.tsx'] })).toEqual(stale);
    expect(
      verdict({
        ...facts,
        noScreen,
        files: ['features/x/x-list.tsx'],
        routes: ['/x'],
        tests: ['x'],
      }),
    ).toEqual(stale);
  });
});

describe('markdownReport', () => {
  it('writes one row per operation and the counts per status', () => {
    const row = {
      operationId: 'listVouchers',
      handlers: ['voucher.ts'],
      files: ['features/vouchers/api/list-vouchers.ts'],
      routes: ['/voucher'],
      tests: ['voucher-list-page.test.tsx', 'e2e/vouchers.spec.ts'],
      mockTests: ['voucher.test.ts'],
      status: 'ok',
      note: '',
    };
    const unused = { ...row, operationId: 'verifyMerchant', files: [], routes: [], tests: [] };
    const report = markdownReport([row, { ...unused, status: 'no screen', note: 'E-mail link' }]);
    expect(report.split('\n')).toEqual([
      '| operationId | mock handler | dashboard files | routes | tests | mock tests | status |',
      '|---|---|---|---|---|---|---|',
      '| `listVouchers` | voucher.ts | features/vouchers/api/list-vouchers.ts | /voucher | voucher-list-page.test.tsx, e2e/vouchers.spec.ts | 1 | ok |',
      '| `verifyMerchant` | voucher.ts | – | – | – | 1 | no screen: E-mail link |',
      '',
      '2 operations: 1 ok, 1 no screen',
      '',
    ]);
  });
});
