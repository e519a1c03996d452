import { AppRoutes } from './app-routes';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { Providers } from './providers';
import { queryClient } from './query-client';

export function App() {
  return (
    <Providers client={queryClient}>
      <AppErrorBoundary>
        <AppRoutes />
      </AppErrorBoundary>
    </Providers>
  );
}
