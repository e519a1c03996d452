import type { Client } from 'openapi-fetch';
import type { OpenapiQueryClient } from 'openapi-react-query';
import createClient from 'openapi-react-query';
import type { paths } from './schema';
import type { ApiClient, Media } from './types';

export type ApiHooks = OpenapiQueryClient<paths, Media>;

/**
 * React Query bindings typed by the contract's paths: `useQuery`, `useSuspenseQuery`,
 * `useInfiniteQuery`, `useMutation` and `queryOptions` (for prefetching and for invalidating by
 * `queryOptions('get', '/v1/...').queryKey`). Errors reach React Query as ApiError.
 */
export function createApiHooks(client: ApiClient): ApiHooks {
  const fetchClient: Client<paths, Media> = client;
  return createClient<paths, Media>(fetchClient);
}
