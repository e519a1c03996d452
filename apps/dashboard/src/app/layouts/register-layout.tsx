import { useRef } from 'react';
import { useLocation } from 'wouter';
import { Brand } from '@/lib/brand';
import { useFocusOnArrival } from '@/lib/page-focus';
import { QueryProvider } from '../query-provider';
import { ThemeToggle } from '../theme/theme-toggle';
import type { LayoutProps } from './layout-props';

/**
 * Registration: the brand above one centred column, the shell's dark-mode switch in the corner.
 * Registration forms fetch (lists, submit).
 */
export function RegisterLayout({ children }: LayoutProps) {
  const main = useRef<HTMLElement>(null);
  const [location] = useLocation();
  // Arrived from /login or /register: the page's heading takes focus, as in the shell.
  useFocusOnArrival(() => main.current?.querySelector('h1'), location);
  return (
    <QueryProvider>
      <div className="relative flex min-h-dvh flex-col items-center bg-muted/40 px-4 py-10 sm:py-16">
        <Brand className="mb-8" />
        <main ref={main} className="w-full max-w-lg">
          {children}
        </main>
        <div className="absolute top-3 right-3">
          <ThemeToggle />
        </div>
      </div>
    </QueryProvider>
  );
}
