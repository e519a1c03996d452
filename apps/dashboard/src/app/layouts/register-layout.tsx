import { Brand } from '@/lib/brand';
import { QueryProvider } from '../query-provider';
import type { LayoutProps } from './layout-props';

/** Registration: the brand above one centred column. Registration forms fetch (lists, submit). */
export function RegisterLayout({ children }: LayoutProps) {
  return (
    <QueryProvider>
      <div className="flex min-h-dvh flex-col items-center bg-muted/40 px-4 py-10 sm:py-16">
        <Brand className="mb-8" />
        <main className="w-full max-w-lg">{children}</main>
      </div>
    </QueryProvider>
  );
}
