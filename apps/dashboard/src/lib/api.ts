import { createApiHooks } from '@backoffice/sdk/react';
import { apiClient } from './api-client';

export { apiClient };

/**
 * Typed React Query hooks over the app's client: `api.useQuery('get', '/v1/...')`,
 * `api.useMutation('post', '/v1/...')`, `api.queryOptions(...)` for keys to invalidate.
 */
export const api = createApiHooks(apiClient);
