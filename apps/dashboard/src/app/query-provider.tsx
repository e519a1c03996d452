import { TopProgress } from '@backoffice/ui';
import { QueryClientProvider, useIsFetching, useIsMutating } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';

/**
 * React Query for the screens that fetch. Layouts mount it (not the app root) so /login, which
 * only posts one form, does not download the query cache (docs/engineering.md#budgets: /login ≤ 100 KB). The
 * client is one module-level instance, so moving between layouts keeps the cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProgress />
      {children}
    </QueryClientProvider>
  );
}

function ApiProgress() {
  return <TopProgress active={useIsFetching() + useIsMutating() > 0} />;
}
