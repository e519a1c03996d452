import { apiCallsIn, importsOf, literalsIn, operationIdsIn, staticImportsOf } from './scan.mjs';

describe('apiCallsIn', () => {
  it('reads the SDK hooks, the plain client, the mock routes and test helpers', () => {
    const source = `
      export const list = () => api.useQuery('get', '/v1/merchant/getall_data', { params });
      export const key = api.queryOptions('get', '/v1/merchant/count_redeem');
      await apiClient.POST('/v1/partner/create', { body });
      route.put('/v1/partner/activedeactive/{id}', handler);
      await call('DELETE', \`/v1/promo/delete/\${id}?x=1\`, { token });
      get('/v1/places/cities');
    `;
    expect(apiCallsIn(source)).toEqual([
      { method: 'GET', path: '/v1/merchant/getall_data' },
      { method: 'GET', path: '/v1/merchant/count_redeem' },
      { method: 'POST', path: '/v1/partner/create' },
      { method: 'PUT', path: '/v1/partner/activedeactive/{id}' },
      { method: 'DELETE', path: '/v1/promo/delete/{}?x=1' },
      { method: null, path: '/v1/places/cities' },
    ]);
  });

  it('ignores /v1 strings that are not a call argument and other strings', () => {
    const source = `
      /** GET /v1/merchant/profile */
      type Q = QueryOf<'/v1/kreator/admin/all/events', 'get'>;
      const label = 'v1/merchant';
      t('/voucher');
    `;
    expect(apiCallsIn(source)).toEqual([]);
  });
});

describe('operationIdsIn', () => {
  it('reads the operations the list kit names by their id, once each', () => {
    const source = `
      // listUsers in a comment is no call
      export const list = describeList({ operation: 'listPartners', noun: 'partner' });
      const key = listKeyOf('listVouchers');
      queryClient.invalidateQueries({ queryKey: listKeyOf('listPartners') });
      const label = 'listNothing';
    `;
    const ids = new Set(['listPartners', 'listVouchers', 'listUsers']);
    expect(operationIdsIn(source, ids)).toEqual(['listPartners', 'listVouchers']);
  });
});

describe('imports and literals', () => {
  const source = `
    import type { Role } from '@backoffice/sdk';
    import { api } from '@/lib/api';
    export { voucherPaths } from './paths';
    export type { X } from './types';
    const Page = lazy(() => import('./page'));
    await page.goto('/voucher/edit/' + id);
    await page.goto(\`/voucher?page=\${n}\`);
  `;

  it('lists static imports without types or import(), and all imports', () => {
    expect(staticImportsOf(source)).toEqual(['@/lib/api', './paths']);
    expect(importsOf(source)).toEqual([
      '@backoffice/sdk',
      '@/lib/api',
      './paths',
      './types',
      './page',
    ]);
  });

  it('lists string and template literals, a template expression as {}', () => {
    expect(literalsIn(source)).toEqual([
      '@backoffice/sdk',
      '@/lib/api',
      './paths',
      './types',
      './page',
      '/voucher/edit/',
      '/voucher?page={}',
    ]);
  });
});
