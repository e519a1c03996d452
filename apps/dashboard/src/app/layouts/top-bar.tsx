import { Avatar, Button } from '@backoffice/ui';
import { Link } from 'wouter';
import { ArrivalHeading } from '@/lib/arrival-heading';
import { LogoutIcon, MenuIcon } from '@/lib/icons';
import { signOut } from '@/lib/sign-out';
import { useSession } from '@/lib/use-session';
import { PaletteTrigger } from '../palette/palette-trigger';
import { ThemeToggle } from '../theme/theme-toggle';

type TopBarProps = {
  title: string;
  menuOpen: boolean;
  onOpenMenu: () => void;
};

/** 75px bar: menu button (narrow screens), page title, search, dark mode, profile photo, logout. */
export function TopBar({ title, menuOpen, onOpenMenu }: TopBarProps) {
  const { photo } = useSession();
  return (
    <header className="sticky top-0 z-30 flex h-(--topbar-height) items-center gap-2 border-b bg-background px-4 lg:px-8">
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Buka menu"
        aria-expanded={menuOpen}
        aria-haspopup="dialog"
        onClick={onOpenMenu}
      >
        <MenuIcon />
      </Button>
      {/* The page's one h1, the route's title (ADR 0113); the page under it does not
          repeat it. Never cut: on a phone a long title ("Tambah Partner", "List Transaction") takes
          a second line in a smaller size instead of ending in "…"; the clamp only keeps the bar's
          height, and e2e/page-titles.spec.ts fails for any route whose title it would cut. It takes
          focus after a move to another page (lib/page-focus.ts). */}
      <ArrivalHeading className="line-clamp-2 min-w-0 flex-1 font-semibold text-lg leading-tight wrap-break-word sm:text-xl">
        {title}
      </ArrivalHeading>
      <PaletteTrigger />
      <ThemeToggle />
      <Link href="/edit" className="rounded-full">
        <Avatar src={photo} alt="Profil" size="md" />
      </Link>
      <Button
        variant="ghost"
        size={null}
        onClick={() => void signOut()}
        className="h-10 px-2 py-2 text-sm sm:px-4"
      >
        <LogoutIcon />
        <span className="sr-only sm:not-sr-only">Logout</span>
      </Button>
    </header>
  );
}
