import type { paths } from '@backoffice/sdk';
import type { HttpHandler } from 'msw';
import { createOpenApiHttp, type ResponseResolverInfo } from 'openapi-msw';
import type { Account } from './db/seed/auth';
import { contextOf } from './pipeline/context';

/**
 * msw's `http`, typed by the SDK's `paths`. `*` matches any origin. Handlers do not use it
 * directly: `route` below wraps it with the context the pipeline validated.
 */
const http = createOpenApiHttp<paths>({ baseUrl: '*' });

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type PathsFor<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<M, object> ? P : never;
}[keyof paths];
type OperationOf<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type ParametersOf<P extends keyof paths, M extends Method> =
  OperationOf<P, M> extends { parameters: infer R } ? R : never;

/** Declared path or query parameters, coerced (`{ id: number }`); `{}` when none are declared. */
type ParamsOf<P extends keyof paths, M extends Method, In extends 'path' | 'query'> =
  ParametersOf<P, M> extends { [K in In]?: infer Q }
    ? [Q] extends [undefined | never]
      ? Record<string, never>
      : NonNullable<Q>
    : Record<string, never>;

/** Declared query parameters, coerced and with their defaults. */
export type QueryOf<P extends keyof paths, M extends Method> = ParamsOf<P, M, 'query'>;

/** The JSON body, or the multipart form as an object (File values); `never` without a body. */
export type BodyOf<P extends keyof paths, M extends Method> =
  OperationOf<P, M> extends { requestBody?: { content: infer C } } ? C[keyof C] : never;

/** What a route's resolver receives: everything typed from its one path string. */
export interface RouteInfo<P extends keyof paths, M extends Method> {
  /** Path parameters, validated and coerced by the pipeline. */
  readonly path: ParamsOf<P, M, 'path'>;
  /** Query parameters, validated, coerced and defaulted by the pipeline. */
  readonly query: QueryOf<P, M>;
  /** The validated body. */
  readonly body: BodyOf<P, M>;
  /** The signed-in account. Reading it on a public operation is a mock bug and throws. */
  readonly user: Account;
  /** scheme://host[:port] the request was sent to, for absolute URLs in answers. */
  readonly origin: string;
  /**
   * The label the contract's `title` gives a body field, for a rule the handler checks itself
   * (`label('name')` -> `Nama usaha`): one wording with the validator's, no second list.
   */
  readonly label: (field: string) => string;
  /** The contract-typed response builder of openapi-msw (`response(200).json(...)`). */
  readonly response: ResponseResolverInfo<paths, P, M>['response'];
  readonly request: Request;
}

type RouteFactory<M extends Method> = <P extends PathsFor<M>>(
  path: P,
  resolver: (info: RouteInfo<P, M>) => Response | Promise<Response>,
) => HttpHandler;

type UntypedFactory = (
  path: string,
  resolver: (info: { request: Request; response: unknown }) => Response | Promise<Response>,
) => HttpHandler;

type Direct = (request: Request) => Response | Promise<Response>;

/** Each route's resolver, for the pipeline to call without msw (see `directRun`). */
const directRuns = new WeakMap<HttpHandler, Direct>();

/**
 * What openapi-msw's `response(status)` builds, as plain `Response`s: msw's `HttpResponse`
 * measures every body with a Blob and decorates it for cookies, work the pipeline never needs
 * and that cost a good part of each answer.
 */
function plainResponse(status: number) {
  return {
    json: (body: unknown, init?: ResponseInit) => Response.json(body, { ...init, status }),
    text: (body: string, init?: ResponseInit) => {
      const headers = new Headers(init?.headers);
      if (!headers.has('content-type')) headers.set('content-type', 'text/plain');
      return new Response(body, { ...init, status, headers });
    },
    empty: (init?: ResponseInit) => {
      const headers = new Headers(init?.headers);
      if (!headers.has('content-length')) headers.set('content-length', '0');
      return new Response(null, { ...init, status, headers });
    },
  };
}
plainResponse.untyped = (response: Response) => response;

/**
 * The route's resolver of an msw handler made by `route`, which the pipeline calls directly once
 * it has matched and validated the request; undefined for a plain msw handler (a test's), which
 * it runs through msw. msw's own `run` would match the path again, parse cookies, clone the
 * request and arm an abort signal for every call: most of the mock's time per request.
 */
export function directRun(handler: HttpHandler): Direct | undefined {
  return directRuns.get(handler);
}

function factory<M extends Method>(method: M): RouteFactory<M> {
  return (path, resolver) => {
    const run = (request: Request, response: unknown) => {
      // The pipeline validated the request and left its context for this request only;
      // this is the one place that reads it (ADR 0033).
      const context = contextOf(request);
      const info = {
        path: context.path,
        query: context.query,
        body: context.body,
        origin: context.origin,
        label: context.label,
        response,
        request,
        get user(): Account {
          if (context.account === null) {
            throw new Error(`${context.operation.operationId} is public: no signed-in user`);
          }
          return context.account;
        },
      };
      return resolver(info as RouteInfo<typeof path, M>);
    };
    // openapi-msw types its resolver generically in the same path; widening to `string` here
    // loses nothing, because `route`'s own signature already ties path, info and response.
    const handler = (http[method] as UntypedFactory)(path, ({ request, response }) =>
      run(request, response),
    );
    directRuns.set(handler, (request) => run(request, plainResponse));
    return handler;
  };
}

/**
 * The one way to write a handler: `route.put('/v1/promo/update/{id}', ({ path, body, user,
 * response }) => ...)`. The path string alone types path and query parameters, the body, and
 * the statuses and bodies `response` accepts; a parameter or field the contract does not
 * declare fails to compile.
 */
export const route = {
  get: factory('get'),
  post: factory('post'),
  put: factory('put'),
  patch: factory('patch'),
  delete: factory('delete'),
};
