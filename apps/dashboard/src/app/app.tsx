import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { followOtherTabs } from '@/lib/session';
import { AppRoutes } from './app-routes';
import { AppErrorBoundary } from './errors/error-boundary';
import { OfflineNotice } from './offline-notice';
import { Providers } from './providers';

export function App() {
  // Another tab signed in as someone else: this one starts over at `/`, with that account's menu
  // and data (the cache empties itself, lib/query-client.ts). Signed out elsewhere: the guards of
  // this page send it to /login as they would any guest.
  useEffect(() => followOtherTabs(() => navigate('/', { replace: true })), []);
  return (
    <Providers>
      <AppErrorBoundary>
        <AppRoutes />
      </AppErrorBoundary>
      <OfflineNotice />
    </Providers>
  );
}
