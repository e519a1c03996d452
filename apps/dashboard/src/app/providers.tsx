import { type ReactNode, Suspense, useEffect } from 'react';
import { useSession } from '@/lib/use-session';
import { LazyToastHost } from './notify';
import { requestToastHost, useToastHostWanted } from './toast-host-store';

/** Mounted once: the toast region, loaded when first needed (see toast-host-store.ts). */
function Toasts() {
  const { signedIn } = useSession();
  const wanted = useToastHostWanted();
  useEffect(() => {
    if (signedIn) requestToastHost();
  }, [signedIn]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastHost />
    </Suspense>
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
