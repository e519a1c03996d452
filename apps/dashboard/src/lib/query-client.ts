import { isApiError } from '@backoffice/sdk';
import { MutationCache, type MutationMeta, QueryClient } from '@tanstack/react-query';
import { formErrors } from '@/lib/form-errors';
import { notify, type SuccessText, toastMutationSuccess } from '@/lib/notify';
import { readSession, subscribeSession } from '@/lib/session';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * The form that sends this mutation shows its error: `'all'` when it shows every failure
       * itself, or the body fields it shows a message under (the rest still toasts).
       */
      formShowsErrors?: 'all' | readonly string[];
      /**
       * The toast after the change succeeded: the product's fixed text (docs/product.md#messages),
       * or `serverMessage` where the product shows the server's own (password, bank, withdrawal).
       */
      success?: SuccessText;
    };
  }
}

/**
 * The one place a failed mutation becomes a toast, for what its form does not show. A failed
 * query toasts nothing: its screen shows the error in place, with a retry (ADR 0048).
 */
export function toastMutationError(error: unknown, meta: MutationMeta | undefined): void {
  // A 401 has already signed the user out (the API client's onUnauthorized): no toast on top.
  if (isApiError(error) && error.status === 401) return;
  const shown = meta?.formShowsErrors;
  if (shown === 'all') return;
  const { message } = formErrors(error, shown ?? []);
  // The id collapses the same message from several failing calls into one toast.
  if (message !== null) notify.error(message, { id: `api-error:${message}` });
}

/**
 * An answer this young is used as it is when a page mounts, not asked for again: the route asked
 * for the page's first query beside its code (lib/page-query.ts), moments before. Writes still
 * refresh what they change at once (each invalidates its queries).
 */
const FRESH_ANSWER_MS = 5_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => toastMutationError(error, mutation.meta),
      onSuccess: (answer, _variables, _context, mutation) =>
        toastMutationSuccess(answer, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        // The API client tries each read again, within its time budget (lib/api-client.ts):
        // retries here too would multiply the tries.
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: FRESH_ANSWER_MS,
      },
      // An action sent offline fails at once and says so (lib/form-errors.ts), rather than
      // waiting, spinning, for a connection; loads pause offline and resume by themselves.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * The app's client, shared by every layout that mounts the QueryProvider. It drops every cached
 * answer when the signed-in account changes (logout, a 401, another login): one user's data must
 * never show to the next.
 */
export const queryClient = createQueryClient();
let sessionToken = readSession().token;
subscribeSession(() => {
  const next = readSession().token;
  if (next !== sessionToken) queryClient.clear();
  sessionToken = next;
});
