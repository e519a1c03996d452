import type { Operation } from '@backoffice/contract';
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
  /** The label the contract's `title` gives a body field (`name` -> `Nama usaha`). */
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
