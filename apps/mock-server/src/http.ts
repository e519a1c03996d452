import type { Operation, ValidatedInput } from '@backoffice/contract';
import type { paths } from '@backoffice/sdk';
import type { ResponseResolverInfo } from 'openapi-msw';
import type { Account } from './db/seed/auth';

type Method = 'get' | 'put' | 'post' | 'delete';
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

/** The JSON body, or the multipart form as an object (File values); `never` without a body. */
export type BodyOf<P extends keyof paths, M extends Method> =
  OperationOf<P, M> extends { requestBody?: { content: infer C } } ? C[keyof C] : never;

/** What a route's resolver receives: everything typed from its one path string. */
export interface RouteInfo<P extends keyof paths, M extends Method> {
  // Validated and coerced by the pipeline, query defaults applied.
  readonly path: ParamsOf<P, M, 'path'>;
  readonly query: ParamsOf<P, M, 'query'>;
  readonly body: BodyOf<P, M>;
  /** The signed-in account. Reading it on a public operation is a mock bug and throws. */
  readonly user: Account;
  /** scheme://host[:port] the request was sent to, for absolute URLs in answers. */
  readonly origin: string;
  /** The contract-typed response builder of openapi-msw (`response(200).json(...)`). */
  readonly response: ResponseResolverInfo<paths, P, M>['response'];
}

type RouteFactory<M extends Method> = <P extends PathsFor<M>>(
  path: P,
  resolver: (info: RouteInfo<P, M>) => Response | Promise<Response>,
) => Route;

/** `RouteInfo`'s fields, untyped, as the pipeline learnt them; `account` null if public. */
export interface RequestContext extends ValidatedInput {
  readonly operation: Operation;
  readonly account: Account | null;
  readonly origin: string;
}

/** An operation's handler by its `Operation.key`, run once the call is validated (ADR 0242). */
export interface Route {
  readonly key: string;
  readonly run: (context: RequestContext) => Response | Promise<Response>;
}

/** openapi-msw's `response(status)` as a plain `Response`; an export builds its own (`untyped`). */
function plainResponse(status: number) {
  return { json: (body: unknown, init?: ResponseInit) => Response.json(body, { ...init, status }) };
}
plainResponse.untyped = (response: Response) => response;

function factory<M extends Method>(method: M): RouteFactory<M> {
  return (path, resolver) => ({
    key: `${method.toUpperCase()} ${path}`,
    run: (context) =>
      resolver({
        ...context,
        response: plainResponse,
        get user(): Account {
          if (context.account === null) {
            throw new Error(`${context.operation.operationId} is public: no signed-in user`);
          }
          return context.account;
        },
      } as unknown as RouteInfo<typeof path, M>),
  });
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
  delete: factory('delete'),
};
