import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ErrorBoundary } from './error-boundary';
import { ErrorPage, ErrorPageFailure } from './error-page';

/**
 * A crash shows the error page; a crash of the error page shows the plain last-resort page.
 * Navigating elsewhere (back button, a link) clears the error.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary fallback={<ErrorPageFailure />}>
      <ErrorBoundary fallback={<ErrorPage />} resetKey={location}>
        {children}
      </ErrorBoundary>
    </ErrorBoundary>
  );
}
