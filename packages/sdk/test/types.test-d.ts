import type { OpenapiQueryClient } from 'openapi-react-query';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  ApiError,
  ApiResult,
  DownloadResult,
  FieldError,
  LoginResponse,
  Partner,
  PartnerPage,
  paths,
} from '../src/index';
import { createApiClient } from '../src/index';
import { createApiHooks } from '../src/react';
import type { Media } from '../src/types';

const client = createApiClient({ baseUrl: 'http://127.0.0.1:4010' });
// @ts-expect-error a token source is given one way: `auth`
createApiClient({ baseUrl: 'http://127.0.0.1:4010', getToken: () => 't' });
const hooks = createApiHooks(client);
// openapi-react-query's own typing of the same client, to compare data types with.
declare const original: OpenapiQueryClient<paths, Media>;

// Hooks are only named here, never run: the file holds type checks.
const useLogin = () => hooks.useMutation('post', '/v1/partner_master/login');
const usePartners = () =>
  hooks.useQuery('get', '/v1/partner_master/getall', { params: { query: { page: 1 } } });
const useOriginalLogin = () => original.useMutation('post', '/v1/partner_master/login');
const useOriginalPartners = () =>
  original.useQuery('get', '/v1/partner_master/getall', { params: { query: { page: 1 } } });

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
  it('types hooks and query options by path', () => {
    const options = hooks.queryOptions('get', '/v1/partner_master/getall', {
      params: { query: { page: 1 } },
    });
    expectTypeOf(options.queryKey[1]).toEqualTypeOf<'/v1/partner_master/getall'>();
    type QueryData = Awaited<ReturnType<typeof options.queryFn>>;
    expectTypeOf<QueryData>().toEqualTypeOf<PartnerPage>();
    // @ts-expect-error not a GET path
    hooks.queryOptions('get', '/v1/partner_master/login');
  });

  it('types a hook error as the ApiError the call rejects with', () => {
    type MutationError = NonNullable<ReturnType<typeof useLogin>['error']>;
    type QueryError = NonNullable<ReturnType<typeof usePartners>['error']>;
    expectTypeOf<MutationError>().toEqualTypeOf<ApiError>();
    expectTypeOf<QueryError>().toEqualTypeOf<ApiError>();
    expectTypeOf<MutationError['status']>().toEqualTypeOf<number>();
    expectTypeOf<QueryError['fields']>().toEqualTypeOf<readonly FieldError[]>();

    const error = {} as MutationError;
    // @ts-expect-error status is a number
    const status: string = error.status;
    // @ts-expect-error the fields are read-only
    error.fields.push({ in: 'body', name: 'email', message: 'Email wajib diisi.' });
    void status;
  });

  it("keeps openapi-react-query's data types", () => {
    expectTypeOf<ReturnType<typeof useLogin>['data']>().toEqualTypeOf<
      ReturnType<typeof useOriginalLogin>['data']
    >();
    expectTypeOf<ReturnType<typeof useLogin>['data']>().toEqualTypeOf<LoginResponse | undefined>();
    expectTypeOf<ReturnType<typeof usePartners>['data']>().toEqualTypeOf<
      ReturnType<typeof useOriginalPartners>['data']
    >();
    type Variables = Parameters<ReturnType<typeof useLogin>['mutate']>[0];
    expectTypeOf<Variables>().toEqualTypeOf<
      Parameters<ReturnType<typeof useOriginalLogin>['mutate']>[0]
    >();
  });
});
