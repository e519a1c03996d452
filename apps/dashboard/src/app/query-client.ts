import { FALLBACK_MESSAGE, isApiError } from '@backoffice/sdk';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { readSession, subscribeSession } from '@/lib/session';
import { notifyError } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

type AppMeta = {
  /** False when the screen shows the error itself (the login form, say): no toast then. */
  errorToast?: boolean;
};

/** Queries try a failed network call or 5xx this many more times; never a 4xx. */
export const QUERY_RETRIES = 2;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES || !isApiError(error)) return false;
  return error.status === 0 || error.status >= 500;
}

/** 1 s, then 2 s (capped at 8 s): enough for a restarting server, short enough to wait for. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 8000);
}

/** The one place an API failure becomes a toast (DESIGN §6: errors flow one way). */
export function toastApiError(error: unknown, meta: AppMeta | undefined): void {
  if (meta?.errorToast === false) return;
  // A 401 has already signed the user out (the API client's onUnauthorized): no toast on top.
  if (isApiError(error) && error.status === 401) return;
  const message = isApiError(error) ? error.message : FALLBACK_MESSAGE;
  // The id collapses the same message from several failing calls into one toast.
  notifyError(message, `api-error:${message}`);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toastApiError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => toastApiError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetryQuery, retryDelay, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Drops every cached answer when the signed-in account changes (logout, a 401, another login):
 * one user's data must never show to the next.
 */
export function clearOnSessionChange(client: QueryClient): () => void {
  let token = readSession().token;
  return subscribeSession(() => {
    const next = readSession().token;
    if (next !== token) client.clear();
    token = next;
  });
}

/** The app's client, shared by every layout that mounts the QueryProvider. */
export const queryClient = createQueryClient();
clearOnSessionChange(queryClient);
