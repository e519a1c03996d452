import { Brand } from '@/lib/brand';
import { QueryProvider } from '../query-provider';
import { ThemeToggle } from '../theme/theme-toggle';
import type { LayoutProps } from './layout-props';

/**
 * Registration: the brand above one centred column, the shell's dark-mode switch in the corner.
 * Registration forms fetch (lists, submit).
 */
export function RegisterLayout({ children }: LayoutProps) {
  return (
    <QueryProvider>
      <div className="relative flex min-h-dvh flex-col items-center bg-muted/40 px-4 py-10 sm:py-16">
        <Brand className="mb-8" />
        <main className="w-full max-w-lg">{children}</main>
        <div className="absolute top-3 right-3">
          <ThemeToggle />
        </div>
      </div>
    </QueryProvider>
  );
}
