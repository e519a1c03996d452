import { Dialog, DialogContent, DialogTitle, useMediaQuery } from '@backoffice/ui';
import { useState } from 'react';
import { Brand } from '@/lib/brand';
import { useSession } from '@/lib/use-session';
import { SideMenu } from '../menu/side-menu';
import { usePreloadMenuPages } from '../menu/use-preload-menu-pages';
import { QueryProvider } from '../query-provider';
import type { LayoutProps } from './layout-props';
import { TopBar } from './top-bar';

/** Below this width the drawer collapses to a menu button and an overlay drawer. */
export const DESKTOP_QUERY = '(min-width: 1024px)';

function DrawerHead() {
  return (
    <div className="flex h-(--topbar-height) shrink-0 items-center border-b px-6">
      <Brand />
    </div>
  );
}

/** Inside the query provider: the preload waits until no query is under way. */
function PreloadMenuPages() {
  usePreloadMenuPages(useSession().role);
  return null;
}

/** The signed-in shell: a 325px side drawer with the role's menu, the top bar and the page. */
export function DefaultLayout({ title, children }: LayoutProps) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <QueryProvider>
      <PreloadMenuPages />
      <div className="min-h-dvh bg-muted/40">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-secondary font-medium text-secondary-foreground text-sm shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
        >
          Lewati ke konten
        </a>
        {desktop ? (
          <aside className="fixed inset-y-0 left-0 z-20 flex w-(--drawer-width) flex-col border-r bg-card">
            <DrawerHead />
            <SideMenu />
          </aside>
        ) : (
          // The dialog gives the narrow-screen drawer focus trapping, Escape and, when it
          // closes, focus back on the menu button that opened it; unless a chosen link already
          // gave it to the new page's title (lib/page-focus.ts).
          <Dialog open={menuOpen} onOpenChange={setMenuOpen}>
            <DialogContent
              aria-describedby={undefined}
              onCloseAutoFocus={(event) => {
                if (document.activeElement instanceof HTMLHeadingElement) event.preventDefault();
              }}
              className="top-0 left-0 flex h-dvh max-h-dvh w-(--drawer-width) max-w-[85vw] translate-x-0 translate-y-0 flex-col gap-0 rounded-none border-0 border-r bg-card p-0 sm:max-w-(--drawer-width)"
            >
              <DialogTitle className="sr-only">Menu</DialogTitle>
              <DrawerHead />
              <SideMenu onNavigate={closeMenu} />
            </DialogContent>
          </Dialog>
        )}
        <div className="flex min-h-dvh flex-col lg:pl-(--drawer-width)">
          <TopBar title={title} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
          <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none lg:p-8">
            {children}
          </main>
        </div>
      </div>
    </QueryProvider>
  );
}
