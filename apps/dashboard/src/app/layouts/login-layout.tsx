import { Suspense } from 'react';
import illustration from '@/assets/login-illustration.svg';
import { lazyPage } from '@/lib/lazy-page';
import type { LayoutProps } from './layout-props';

// After the form: /login's JS budget (docs/engineering.md#budgets) has no room for the switch and
// the icons it shares with the shell; it takes its corner, which nothing else uses, a moment later.
const ThemeToggle = lazyPage(() => import('../theme/theme-toggle'), 'ThemeToggle');

/**
 * Sign-in: the illustration on the left, the form on the right (docs/product.md#layouts-and-menus).
 * The shell's dark-mode switch sits in the corner, after the form in the tab order.
 */
export function LoginLayout({ children }: LayoutProps) {
  return (
    <div className="relative grid min-h-dvh bg-background md:grid-cols-2">
      <div className="hidden items-center justify-center bg-info p-10 md:flex dark:bg-secondary/25">
        <img src={illustration} alt="" className="w-full max-w-md" width={480} height={400} />
      </div>
      <main className="flex items-center justify-center p-6 sm:p-10">
        <div className="w-full max-w-sm">{children}</div>
      </main>
      <div className="absolute top-3 right-3">
        <Suspense fallback={null}>
          <ThemeToggle />
        </Suspense>
      </div>
    </div>
  );
}
