import { ErrorTextProvider } from '@backoffice/ui';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { errorText } from '@/lib/error-text';
import { lazyPage } from '@/lib/lazy-page';
import { useToastHostWanted } from '@/lib/notify';
import { ErrorBoundary } from './errors/error-boundary';

/** The same chunk notify() loads; a failed load reloads the page once a minute at most. */
const LazyToastHost = lazyPage(() => import('@/lib/toast-host'), 'ToastHost');

/**
 * Toasts are an extra: if their chunk cannot load, the app goes on without them rather than
 * blanking (this region sits beside the app's error boundary, not inside it).
 */
export function ToastRegion({ host: Host = LazyToastHost }: { host?: ComponentType }) {
  return (
    <ErrorBoundary
      fallback={null}
      onError={(error) => console.error('The toast region could not load', error)}
    >
      <Suspense fallback={null}>
        <Host />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * App-wide providers: how a failed load is worded (lib/error-text.ts) and the toasts. React
 * Query comes with the layouts that fetch (see query-provider.tsx).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      <ErrorTextProvider value={errorText}>{children}</ErrorTextProvider>
      {/* The toast region, from the first notify() on (see lib/notify.ts). */}
      {useToastHostWanted() ? <ToastRegion /> : null}
    </>
  );
}
