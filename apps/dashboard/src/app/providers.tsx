import { Toaster } from '@backoffice/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiProgress } from './progress';

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ApiProgress />
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
