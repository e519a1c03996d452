import type { Operation } from '@backoffice/contract';
import type { Account } from '../db/seed/auth';

/**
 * What the pipeline learnt about a request before its handler runs: the fields `RouteInfo`
 * (src/http.ts) hands the handler, untyped; `account` is null only for a public operation.
 */
interface RequestContext {
  readonly operation: Operation;
  readonly path: Record<string, unknown>;
  readonly query: Record<string, unknown>;
  readonly body: unknown;
  readonly account: Account | null;
  readonly origin: string;
  readonly label: (field: string) => string;
}

/**
 * The pipeline validates a request before msw's handler runs, and msw's `run({ request })`
 * carries nothing else: the context rides on the request object. Only `route` (src/http.ts)
 * reads it; handlers receive it as typed arguments (ADR 0033).
 */
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
