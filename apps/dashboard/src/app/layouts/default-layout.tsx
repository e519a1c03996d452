import {
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  cn,
  Dialog,
  DialogTitle,
  useMediaQuery,
} from '@backoffice/ui';
import { useState } from 'react';
import { Brand } from '@/lib/brand';
import { startPageFocus } from '@/lib/page-focus';
import { readStored, writeStored } from '@/lib/stored';
import { useSession } from '@/lib/use-session';
import { SideMenu } from '../menu/side-menu';
import { usePreloadMenuPages } from '../menu/use-preload-menu-pages';
import { QueryProvider } from '../query-provider';
import type { LayoutProps } from './layout-props';
import { TopBar } from './top-bar';

/** localStorage key of the desktop drawer's choice: `rail` (icons only) or `open` (325 px). */
const DRAWER_STORAGE_KEY = 'drawer';

function DrawerHead({ rail }: { rail?: { folded: boolean; toggle: () => void } }) {
  const folded = rail?.folded === true;
  const label = folded ? 'Lebarkan menu' : 'Ciutkan menu';
  return (
    <div
      className={cn(
        'flex h-(--topbar-height) shrink-0 items-center gap-2 border-b',
        folded ? 'justify-center px-2' : 'justify-between px-6',
      )}
    >
      {folded ? null : <Brand />}
      {rail ? (
        <Button variant="ghost" size="icon" aria-label={label} title={label} onClick={rail.toggle}>
          {folded ? <ChevronRightIcon size={20} /> : <ChevronLeftIcon size={20} />}
        </Button>
      ) : null}
    </div>
  );
}

/** Inside the query provider: the preload waits until no query is under way. */
function PreloadMenuPages() {
  usePreloadMenuPages(useSession().role);
  return null;
}

/**
 * The signed-in shell: a 325px side drawer with the role's menu, the top bar and the page. On a
 * desktop the drawer folds to a rail of icons, so a wide list takes the room; a keyboard inside
 * the rail unfolds it over the page, names and all, until focus leaves it.
 */
export function DefaultLayout({ title, children }: LayoutProps) {
  // Narrower, the drawer collapses to a menu button and an overlay drawer.
  const desktop = useMediaQuery('(min-width: 1024px)');
  // The desktop drawer open or folded to a rail of icons, the choice kept across visits.
  const [folded, setFolded] = useState(() => readStored(DRAWER_STORAGE_KEY) === 'rail');
  const toggleRail = () => {
    writeStored(DRAWER_STORAGE_KEY, folded ? 'open' : 'rail');
    setFolded(!folded);
  };
  // The shell's first render is no move: its title takes focus only after the user goes somewhere.
  useState(startPageFocus);
  const [menuOpen, setMenuOpen] = useState(false);

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
          <aside
            data-rail={folded || undefined}
            className={cn(
              'group/drawer fixed inset-y-0 left-0 z-40 flex flex-col border-r bg-card',
              folded
                ? 'w-18 has-[nav_:focus-visible]:w-(--drawer-width) has-[nav_:focus-visible]:shadow-lg'
                : 'w-(--drawer-width)',
            )}
          >
            <DrawerHead rail={{ folded, toggle: toggleRail }} />
            <SideMenu rail={folded} />
          </aside>
        ) : (
          // The dialog gives the narrow-screen drawer focus trapping, Escape and, when it
          // closes, focus back on the menu button that opened it; unless a chosen link already
          // gave it to the new page's title (lib/page-focus.ts).
          <Dialog
            open={menuOpen}
            onOpenChange={setMenuOpen}
            aria-describedby={undefined}
            placement="start"
          >
            <DialogTitle className="sr-only">Menu</DialogTitle>
            <DrawerHead />
            <SideMenu onNavigate={() => setMenuOpen(false)} />
          </Dialog>
        )}
        <div
          className={cn(
            'flex min-h-dvh flex-col',
            desktop && folded ? 'pl-18' : 'lg:pl-(--drawer-width)',
          )}
        >
          <TopBar title={title} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
          <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none lg:p-8">
            {children}
          </main>
        </div>
      </div>
    </QueryProvider>
  );
}
