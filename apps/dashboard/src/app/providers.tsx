import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { useSession } from '@/lib/use-session';
import { ErrorBoundary } from './errors/error-boundary';
import { LazyToastHost } from './notify';
import { requestToastHost, useToastHostWanted } from './toast-host-store';

function reportToastFailure(error: unknown): void {
  console.error('The toast region could not load', error);
}

/** Mounted once: the toast region, loaded when first needed (see toast-host-store.ts). */
function Toasts() {
  const { signedIn } = useSession();
  const wanted = useToastHostWanted();
  useEffect(() => {
    if (signedIn) requestToastHost();
  }, [signedIn]);
  if (!wanted) return null;
  return <ToastRegion />;
}

/**
 * Toasts are an extra: if their chunk cannot load, the app goes on without them rather than
 * blanking (this region sits beside the app's error boundary, not inside it).
 */
export function ToastRegion({ host: Host = LazyToastHost }: { host?: ComponentType }) {
  return (
    <ErrorBoundary fallback={null} onError={reportToastFailure}>
      <Suspense fallback={null}>
        <Host />
      </Suspense>
    </ErrorBoundary>
  );
}

/** App-wide providers. React Query comes with the layouts that fetch (see query-provider.tsx). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toasts />
    </>
  );
}
