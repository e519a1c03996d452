// Type checks of the Node-tool surface: status-typed errors, paginate's rows and options,
// auth and call options. Only compiled, never run.

import type { MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod } from 'openapi-typescript-helpers';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  ApiErrorKind,
  ApiResult,
  CreatePartnerRequest,
  CreateVoucherRequest,
  Partner,
  paths,
  Survey,
} from '../src/index';
import { collect, createApiClient, isStatusError, paginate } from '../src/index';
import type { InitArgs, UploadInit } from '../src/types';

const client = createApiClient({ baseUrl: 'http://127.0.0.1:4010', auth: 'token' });

describe('errors typed by status', () => {
  it('narrow to a status the operation declares, with its body', () => {
    const error: unknown = null;
    if (isStatusError(error, 'createPartner', 409)) {
      expectTypeOf(error.status).toEqualTypeOf<409>();
      expectTypeOf(error.operationId).toEqualTypeOf<'createPartner'>();
      expectTypeOf(error.kind).toEqualTypeOf<'http'>();
      expectTypeOf(error.body.message).toEqualTypeOf<string>();
    }
    if (isStatusError(error, 'listPartners', 401)) {
      expectTypeOf(error.body.message).toEqualTypeOf<string>();
    }
  });

  it('refuse a status the operation does not declare, and an unknown operation', () => {
    const error: unknown = null;
    // @ts-expect-error listPartners declares no 409
    isStatusError(error, 'listPartners', 409);
    // @ts-expect-error 200 is not an error status
    isStatusError(error, 'listPartners', 200);
    // @ts-expect-error no such operationId
    isStatusError(error, 'listPartnerz', 400);
  });

  it('name every kind', () => {
    expectTypeOf<ApiErrorKind>().toEqualTypeOf<
      'http' | 'network' | 'timeout' | 'aborted' | 'invalid-response' | 'invalid-request'
    >();
  });
});

describe('paginate', () => {
  it("yields the operation's rows, `survey` rows included", async () => {
    for await (const partner of paginate(client, 'listPartners')) {
      expectTypeOf(partner).toEqualTypeOf<Partner>();
    }
    expectTypeOf(await collect(client, 'listSurveys', { max: 10 })).toEqualTypeOf<Survey[]>();
  });

  it("takes the operation's query, without page and limit", () => {
    paginate(client, 'listPartners', { query: { search: 'budi' }, concurrency: 4 });
    // @ts-expect-error paginate sets the page itself
    paginate(client, 'listPartners', { query: { page: 2 } });
    // @ts-expect-error not a query parameter of listPartners
    paginate(client, 'listPartners', { query: { nama: 'budi' } });
    // @ts-expect-error not a paged operation
    paginate(client, 'getAdminDashboard');
  });
});

describe('client and call options', () => {
  it('take a token, a function, or an account', () => {
    createApiClient({ baseUrl: '', auth: 't' });
    createApiClient({ baseUrl: '', auth: () => 't' });
    createApiClient({ baseUrl: '', auth: async () => undefined });
    createApiClient({ baseUrl: '', auth: { email: 'a@b.co', password: 'x' }, timeoutMs: 5000 });
    // @ts-expect-error an account needs its password
    createApiClient({ baseUrl: '', auth: { email: 'a@b.co' } });
    createApiClient({ baseUrl: '', retry: false });
    createApiClient({ baseUrl: '', retry: { attempts: 5, baseDelayMs: 100 } });
  });

  it('take timeoutMs, retry and signal per call', () => {
    client.GET('/v1/partner_master/getall', { timeoutMs: 1000, signal: AbortSignal.timeout(10) });
    client.POST('/v1/partner_master/login', {
      body: { email: 'a@b.co', password: 'x' },
      retry: true,
    });
    // @ts-expect-error timeoutMs is a number of milliseconds
    client.GET('/v1/partner_master/getall', { timeoutMs: '5s' });
  });
});

/** Whether `T` takes keys it does not name (an index signature). */
type Open<T> = [T] extends [never]
  ? false
  : T extends object
    ? string extends keyof T
      ? true
      : false
    : false;
type Init<P extends keyof paths, M extends HttpMethod> = NonNullable<
  InitArgs<UploadInit<MaybeOptionalInit<paths[P], M>>>[0]
>;
type Query<I> = I extends { params?: { query?: infer Q } } ? NonNullable<Q> : never;
type Body<I> = I extends { body?: infer B } ? NonNullable<B> : never;
/** Every `METHOD path` whose init, query or body would take a key the contract does not name. */
type OpenInits = {
  [P in keyof paths]: {
    [M in HttpMethod]: paths[P][M] extends { responses: object }
      ? true extends Open<Init<P, M>> | Open<Query<Init<P, M>>> | Open<Body<Init<P, M>>>
        ? `${M} ${P}`
        : never
      : never;
  }[HttpMethod];
}[keyof paths];

describe('mistakes refused', () => {
  it('no operation takes an unknown query key, body field or call option', () => {
    expectTypeOf<OpenInits>().toEqualTypeOf<never>();
    // @ts-expect-error `serch` is not a query parameter
    client.GET('/v1/partner_master/getall', { params: { query: { serch: 'budi' } } });
    // @ts-expect-error `timeoutMS` is not a call option
    client.GET('/v1/partner_master/getall', { timeoutMS: 5000 });
    client.POST('/v1/partner_master/login', {
      // @ts-expect-error `remember` is not a field of the login body
      body: { email: 'a@b.co', password: 'x', remember: true },
    });
    client.POST('/v1/merchant/create_redeem', {
      // @ts-expect-error `note` is not a field of CreateVoucherRedeemRequest
      body: { voucher_id: 1, code: 'A1', note: 'x' },
    });
    // @ts-expect-error `serch` is not a query parameter of listPartners
    paginate(client, 'listPartners', { query: { serch: 'budi' } });
    // @ts-expect-error `pagesize` is not an option of paginate
    paginate(client, 'listPartners', { pagesize: 50 });
  });

  it('leaves out what the contract gives a default', () => {
    client.POST('/v1/partner_master/create', {
      body: { name: 'Dewi', email: 'd@b.co', phone: '081298765432', password: 'password123' },
    });
    expectTypeOf<CreatePartnerRequest['role']>().toEqualTypeOf<'P' | 'A,P' | undefined>();
    expectTypeOf<CreateVoucherRequest['aktif']>().toEqualTypeOf<boolean | undefined>();
  });

  it('types an answer of 204 as no data', () => {
    type NoContent = { parameters: object; responses: { 204: { content?: never } } };
    expectTypeOf<ApiResult<NoContent, undefined>['data']>().toEqualTypeOf<undefined>();
  });
});
