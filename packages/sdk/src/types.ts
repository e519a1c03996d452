import type { FetchOptions, FetchResponse, MaybeOptionalInit, Middleware } from 'openapi-fetch';
import type { HttpMethod, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import type { AuthOption } from './auth';
import type { ApiError } from './errors';
import type { FileSource } from './file-source';
import type { DownloadOperationKey } from './operations.gen';
import type { RetryOptions } from './retry';
import type { paths } from './schema';

/** Answers are JSON except the download operations, which `download()` handles. */
export type Media = 'application/json';

/** Path templates of the contract that have an operation for `M`. */
export type PathsWith<M extends HttpMethod> = PathsWithMethod<paths, M>;

/** What every call takes beside its parameters and body. */
export interface CallOptions {
  /** This call's time limit; its clock starts with the call. Overrides the client's. */
  timeoutMs?: number;
  /**
   * `true` lets a write retry like a read; `false` turns retries off for this call; options
   * are laid over the client's for this call, and let a write retry too.
   */
  retry?: RetryOptions | boolean;
  /** Cancels the call; it then rejects with an ApiError of kind `aborted`. */
  signal?: AbortSignal | null;
}

/**
 * A file field also takes a FileSource (a path, or bytes with a name and type). openapi-fetch
 * maps the contract's `Blob` to a structural copy of it, hence the structural test.
 */
type BlobLike = { readonly size: number; readonly type: string; stream: unknown; slice: unknown };
type FileField<T> = T extends BlobLike
  ? T | Blob | FileSource
  : T extends (infer Item)[]
    ? FileField<Item>[]
    : T;
type WithFileSources<Body> =
  Body extends Record<string, unknown> ? { [K in keyof Body]: FileField<Body[K]> } : Body;
/** An init whose multipart body fields take FileSources where the contract says `Blob`. */
export type UploadInit<Init> = {
  [K in keyof Init]: K extends 'body' ? WithFileSources<Init[K]> : Init[K];
};

/**
 * The init argument is optional exactly when the operation has no required parameter or body.
 * It is not inferred from the call, so an unknown query key, body field or option is an error.
 */
export type InitArgs<Init> =
  RequiredKeysOf<Init> extends never ? [init?: Init & CallOptions] : [init: Init & CallOptions];

/** The init of an operation, its multipart file fields taking FileSources too. */
type OperationInit<P extends keyof paths, M extends HttpMethod> = UploadInit<
  MaybeOptionalInit<paths[P], M>
>;

/**
 * What a call resolves with. Failures reject with ApiError instead of resolving with `error`,
 * so only the success branch of openapi-fetch's result remains and `data` is always present.
 */
export type ApiResult<Operation, Init> = Extract<
  FetchResponse<Operation & Record<string | number, unknown>, Init, Media>,
  { data: unknown }
>;

export type ApiMethod<M extends HttpMethod> = <P extends PathsWith<M>>(
  url: P,
  ...init: InitArgs<OperationInit<P, M>>
) => Promise<ApiResult<paths[P][M], OperationInit<P, M>>>;

export type ApiRequestMethod = <M extends HttpMethod, P extends PathsWith<M>>(
  method: M,
  url: P,
  ...init: InitArgs<OperationInit<P, M>>
) => Promise<ApiResult<paths[P][M], OperationInit<P, M>>>;

/** `GET`, `POST` and the other methods: `client.GET('/v1/...', { params })`. */
type MethodCalls = { [M in HttpMethod as Uppercase<M>]: ApiMethod<M> };

/** GET path templates whose answer is a file (operations with a binary answer and x-filename). */
export type DownloadPath = Extract<
  { [K in DownloadOperationKey]: K extends `GET ${infer P}` ? P : never }[DownloadOperationKey],
  keyof paths
>;

export interface DownloadResult {
  blob: Blob;
  /** From Content-Disposition, else the operation's `x-filename`. */
  filename: string;
}

/**
 * openapi-fetch's client surface (`client.GET('/v1/...', { params })`) for the contract's
 * `paths`, plus `download()`. Assignable to openapi-fetch's `Client<paths, Media>`, which is
 * what openapi-react-query wraps.
 */
export interface ApiClient extends MethodCalls {
  request: ApiRequestMethod;
  use(...middleware: Middleware[]): void;
  eject(...middleware: Middleware[]): void;
  /** GETs a file operation and answers its Blob and file name. */
  download<P extends DownloadPath>(
    url: P,
    ...init: InitArgs<Omit<FetchOptions<paths[P]['get']>, 'parseAs' | 'body'>>
  ): Promise<DownloadResult>;
}

export interface ApiClientOptions {
  /** API host, e.g. http://127.0.0.1:4010 (paths carry /v1). */
  baseUrl: string;
  /**
   * How calls are signed: a token, a function answering one (read before every non-public
   * call), or `{ email, password }`: the client signs in by itself at the first call, and again
   * once when a call answers 401, then sends that call again.
   */
  auth?: AuthOption;
  /** Every call's time limit, from its start to its answer, retries included. None by default. */
  timeoutMs?: number;
  /**
   * Retries of reads (GET, HEAD, OPTIONS, but not a GET the contract marks `x-changes-state`) and
   * of the sign-in on network errors, 429, 502, 503 and 504 (`retryStatus`): 4 tries by default
   * (or a time, `budgetMs`), exponential backoff with jitter, `Retry-After` honoured; any call
   * after a refused connection (nothing was sent). Writes retry only when a call asks
   * (`retry: true`). Each page of `paginate` has 8 tries of its own. `false` turns them off.
   */
  retry?: RetryOptions | false;
  /** Called once per burst of 401 answers (see createUnauthorizedGate for the window). */
  onUnauthorized?: (error: ApiError) => void;
  /** fetch to use; defaults to the global fetch looked up at call time (so msw can patch it). */
  fetch?: (request: Request) => Promise<Response>;
}
