import { describe, expectTypeOf, it } from 'vitest';
import type {
  ApiError,
  ApiResult,
  DownloadResult,
  Partner,
  PartnerPage,
  paths,
} from '../src/index';
import { createApiClient } from '../src/index';
import { createApiHooks } from '../src/react';

const client = createApiClient({ baseUrl: 'http://127.0.0.1:4010' });

describe('typed call surface', () => {
  it('types answers from the contract, with data always present', async () => {
    const { data } = await client.GET('/v1/partner_master/getall', {
      params: { query: { page: 2 } },
    });
    expectTypeOf(data).toEqualTypeOf<PartnerPage>();
    expectTypeOf(data.data).toEqualTypeOf<Partner[]>();
    expectTypeOf<
      ApiResult<paths['/v1/partner_master/getall']['get'], undefined>['data']
    >().toEqualTypeOf<PartnerPage>();
  });

  it('rejects an unknown path', () => {
    // @ts-expect-error not a path of the contract
    void client.GET('/v1/partner_master/nope');
    // @ts-expect-error login is POST only
    void client.GET('/v1/partner_master/login');
  });

  it('rejects a wrong parameter', () => {
    // @ts-expect-error page is an integer
    void client.GET('/v1/partner_master/getall', { params: { query: { page: 'two' } } });
    // @ts-expect-error unknown query parameter
    void client.GET('/v1/partner_master/getall', { params: { query: { pages: 2 } } });
    // @ts-expect-error the id query parameter is required
    void client.GET('/v1/admindata/setuseractive', { params: { query: {} } });
  });

  it('rejects a wrong body', () => {
    // @ts-expect-error password is missing
    void client.POST('/v1/partner_master/login', { body: { email: 'admin@backoffice.test' } });
    // @ts-expect-error email must be a string
    void client.POST('/v1/partner_master/login', { body: { email: 1, password: 'password123' } });
  });

  it('types multipart file fields as Blob', () => {
    expectTypeOf<paths['/v1/promo/create']['post']['requestBody']>().toMatchTypeOf<{
      content: { 'multipart/form-data': { image?: Blob } };
    }>();
    const promo = {
      title: 'Promo Gajian',
      code: 'GAJIAN25',
      description: 'Potongan 25%.',
      discount_type: 'percent',
      value: 25,
      quota: 200,
      start_date: '2027-01-25',
      end_date: '2027-01-27',
    } as const;
    void client.POST('/v1/promo/create', { body: { ...promo, image: new File([], 'a.jpg') } });
    // @ts-expect-error a file field takes a Blob or File, not a file name
    void client.POST('/v1/promo/create', { body: { ...promo, image: 'a.jpg' } });
  });

  it('offers download only for file operations', async () => {
    expectTypeOf(
      await client.download('/v1/merchant/export_redeem'),
    ).toEqualTypeOf<DownloadResult>();
    // @ts-expect-error not a download operation
    void client.download('/v1/partner_master/getall');
  });
});

describe('react bindings', () => {
  it('types hooks and query options by path, with ApiError-compatible errors', () => {
    const hooks = createApiHooks(client);
    const options = hooks.queryOptions('get', '/v1/partner_master/getall', {
      params: { query: { page: 1 } },
    });
    expectTypeOf(options.queryKey[1]).toEqualTypeOf<'/v1/partner_master/getall'>();
    type QueryData = Awaited<ReturnType<typeof options.queryFn>>;
    expectTypeOf<QueryData>().toEqualTypeOf<PartnerPage>();
    // @ts-expect-error not a GET path
    hooks.queryOptions('get', '/v1/partner_master/login');
    expectTypeOf<ApiError>().toMatchTypeOf<{ message: string }>();
  });
});
