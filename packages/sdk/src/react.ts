import type {
  QueryClient,
  SkipToken,
  UseMutationOptions,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult,
} from '@tanstack/react-query';
import type { Client, FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import createClient from 'openapi-react-query';
import type { HttpMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import type { ApiError } from './errors';
import type { paths } from './schema';
import type { ApiClient, Media, PathsWith as Path } from './types';

// openapi-react-query's hook types, for this contract, with one change: a hook's error is the
// ApiError every failed call rejects with, where openapi-react-query reads the error type from
// the operation's error bodies (`{ message }`). The signatures otherwise follow its
// OpenapiQueryClient (0.5), so the run-time object it creates satisfies them.

type Init<M extends HttpMethod, P extends Path<M>> = MaybeOptionalInit<paths[P], M>;
type Answer<M extends HttpMethod, P extends Path<M>, I> = Required<
  FetchResponse<paths[P][M] & Record<string | number, unknown>, I, Media>
>['data'];
type WithUnknowns<I> = I & { [key: string]: unknown };
type Selected<TData, TSelect> = TSelect extends (data: TData) => infer R ? R : TData;
/** openapi-react-query's QueryKey: `[method, path]`, with the init when the operation takes one. */
type Key<M extends HttpMethod, P extends Path<M>> =
  Init<M, P> extends undefined ? readonly [M, P] : readonly [M, P, Init<M, P>];

/** The init is optional exactly when the operation has no required parameter or body. */
type Args<I, Rest extends unknown[]> =
  RequiredKeysOf<I> extends never ? [init?: WithUnknowns<I>, ...Rest] : [WithUnknowns<I>, ...Rest];

type Options<M extends HttpMethod, P extends Path<M>, I, S> = UseQueryOptions<
  Answer<M, P, I>,
  ApiError,
  Selected<Answer<M, P, I>, S>,
  Key<M, P>
>;
type QueryOptions<M extends HttpMethod, P extends Path<M>, I, S> = Omit<
  Options<M, P, I, S>,
  'queryKey' | 'queryFn'
>;

export interface ApiHooks {
  queryOptions<
    M extends HttpMethod,
    P extends Path<M>,
    I extends Init<M, P>,
    O extends QueryOptions<M, P, I, O['select']>,
  >(
    method: M,
    path: P,
    ...args: Args<I, [options?: O]>
  ): NoInfer<
    Omit<Options<M, P, I, O['select']>, 'queryFn'> & {
      queryFn: Exclude<Options<M, P, I, O['select']>['queryFn'], SkipToken | undefined>;
    }
  >;

  useQuery<
    M extends HttpMethod,
    P extends Path<M>,
    I extends Init<M, P>,
    O extends QueryOptions<M, P, I, O['select']>,
  >(
    method: M,
    url: P,
    ...args: Args<I, [options?: O, queryClient?: QueryClient]>
  ): UseQueryResult<Selected<Answer<M, P, I>, O['select']>, ApiError>;

  useMutation<M extends HttpMethod, P extends Path<M>, I extends Init<M, P>, TOnMutate = unknown>(
    method: M,
    url: P,
    options?: Omit<
      UseMutationOptions<Answer<M, P, I>, ApiError, I, TOnMutate>,
      'mutationKey' | 'mutationFn'
    >,
    queryClient?: QueryClient,
  ): UseMutationResult<Answer<M, P, I>, ApiError, I, TOnMutate>;
}

/**
 * React Query bindings typed by the contract's paths: `useQuery`, `useMutation` and
 * `queryOptions` (for prefetching, and invalidating by its `queryKey`); openapi-react-query's
 * others (useSuspenseQuery, useInfiniteQuery) get a type when a caller needs one.
 */
export function createApiHooks(client: ApiClient): ApiHooks {
  // ApiClient's calls take more than openapi-fetch's (FileSources in multipart bodies, the
  // SDK's call options), which TypeScript cannot relate to Client's generic signatures; the
  // object itself is the one openapi-react-query needs.
  const fetchClient = client as unknown as Client<paths, Media>;
  return createClient<paths, Media>(fetchClient) as unknown as ApiHooks;
}
