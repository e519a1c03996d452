import type { paths } from '@backoffice/sdk';
import type { Operation } from '../contract/operations';
import type { Account } from '../db/seed/auth';

/** What the pipeline learnt about a request before its handler runs. */
export interface RequestContext {
  readonly operation: Operation;
  /** Path parameters, validated and coerced (`{ id: 3 }`). */
  readonly path: Record<string, unknown>;
  /** Declared query parameters, validated, coerced and with their defaults. */
  readonly query: Record<string, unknown>;
  /** The JSON body, or the multipart form as an object (File values for file fields). */
  readonly body: unknown;
  /** The signed-in account; null only for public operations. */
  readonly account: Account | null;
  /** scheme://host[:port] the request was sent to, for absolute URLs in answers. */
  readonly origin: string;
}

const contexts = new WeakMap<Request, RequestContext>();

export function setContext(request: Request, context: RequestContext): void {
  contexts.set(request, context);
}

export function contextOf(request: Request): RequestContext {
  const context = contexts.get(request);
  if (context === undefined) {
    throw new Error('No request context: the handler ran outside the mock pipeline');
  }
  return context;
}

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type OperationOf<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type ParametersOf<P extends keyof paths, M extends Method> =
  OperationOf<P, M> extends { parameters: infer R } ? R : never;

export type QueryOf<P extends keyof paths, M extends Method = 'get'> =
  ParametersOf<P, M> extends { query?: infer Q }
    ? [Q] extends [undefined | never]
      ? Record<string, never>
      : NonNullable<Q>
    : Record<string, never>;

export type PathOf<P extends keyof paths, M extends Method = 'get'> =
  ParametersOf<P, M> extends { path?: infer Q } ? NonNullable<Q> : never;

export type BodyOf<P extends keyof paths, M extends Method = 'post'> =
  OperationOf<P, M> extends {
    requestBody?: { content: infer C };
  }
    ? C[keyof C]
    : never;

/** The validated query of the request, typed by the contract: `readQuery<'/v1/x/getall'>(request)`. */
export function readQuery<P extends keyof paths, M extends Method = 'get'>(
  request: Request,
): QueryOf<P, M> {
  return contextOf(request).query as QueryOf<P, M>;
}

/** The validated path parameters: `readPath<'/v1/x/{id}', 'put'>(request).id` is a number. */
export function readPath<P extends keyof paths, M extends Method = 'get'>(
  request: Request,
): PathOf<P, M> {
  return contextOf(request).path as PathOf<P, M>;
}

/** The validated body (JSON, or the multipart form with File values for file fields). */
export function readBody<P extends keyof paths, M extends Method = 'post'>(
  request: Request,
): BodyOf<P, M> {
  return contextOf(request).body as BodyOf<P, M>;
}

/** The signed-in account. Only bearer operations may call it (the pipeline guarantees one). */
export function currentUser(request: Request): Account {
  const account = contextOf(request).account;
  if (account === null)
    throw new Error(`${contextOf(request).operation.operationId} is public: no current user`);
  return account;
}

/** The absolute URL of a stored file, on the host the request was sent to. */
export function fileUrl(request: Request, name: string): string {
  return `${contextOf(request).origin}/uploads/${name.split('/').map(encodeURIComponent).join('/')}`;
}
