import { AppRoutes } from './app-routes';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { Providers } from './providers';

export function App() {
  return (
    <Providers>
      <AppErrorBoundary>
        <AppRoutes />
      </AppErrorBoundary>
    </Providers>
  );
}
