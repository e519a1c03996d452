import { ChevronDownIcon, cn } from '@backoffice/ui';
import { useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useSession } from '@/lib/use-session';
import { type MenuItem, menuFor } from './menus';

type RowProps = { item: MenuItem; onNavigate?: () => void; rail?: boolean };

/**
 * On the rail a row is its icon; its name stays for assistive tech, shows as the pointer's
 * tooltip, and shows in full while the keyboard is in the menu (the rail unfolds then).
 */
const RAIL_LABEL = 'sr-only group-has-[nav_:focus-visible]/drawer:not-sr-only';

const rowClasses =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left font-medium text-sm transition-colors';

function MenuLink({ item, onNavigate, rail = false }: RowProps) {
  const Icon = item.icon;
  return (
    <Link
      href={item.to ?? '/'}
      aria-current={item.active ? 'page' : undefined}
      title={rail ? item.title : undefined}
      className={cn(
        rowClasses,
        item.active
          ? 'bg-secondary text-secondary-foreground'
          : 'text-foreground hover:bg-accent hover:text-accent-foreground',
        rail && 'justify-center group-has-[nav_:focus-visible]/drawer:justify-start',
      )}
      onClick={onNavigate}
    >
      <Icon className="shrink-0" />
      <span className={cn(rail && RAIL_LABEL)}>{item.title}</span>
    </Link>
  );
}

function MenuGroup({ item, onNavigate }: RowProps) {
  // A group holding the current page starts open, so the highlighted link is visible.
  const [open, setOpen] = useState(item.active);
  const listId = useId();
  const Icon = item.icon;
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        className={cn(
          rowClasses,
          item.active ? 'text-foreground' : 'text-foreground hover:bg-accent',
        )}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon />
        <span className="flex-1">{item.title}</span>
        <ChevronDownIcon size={20} className={cn('transition-transform', open && 'rotate-180')} />
      </button>
      <ul id={listId} hidden={!open} className="mt-1 grid gap-1 pl-6">
        {item.subItems.map((sub) => (
          <li key={sub.title}>
            <MenuLink item={sub} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The signed-in role's side menu (docs/product.md#layouts-and-menus), the current page marked
 * aria-current. On the rail (`rail`) every link is one icon: a group's links stand in its place.
 */
export function SideMenu({ onNavigate, rail = false }: Omit<RowProps, 'item'>) {
  const { role } = useSession();
  const [location] = useLocation();
  const items = menuFor(role, location);
  const rows = rail
    ? items.flatMap((item) => (item.subItems.length > 0 ? item.subItems : [item]))
    : items;
  return (
    <nav
      aria-label="Menu utama"
      className={cn('flex-1 overflow-y-auto', rail ? 'overflow-x-hidden p-2' : 'p-4')}
    >
      <ul className="grid gap-1">
        {rows.map((item) => (
          <li key={item.title}>
            {item.subItems.length > 0 ? (
              <MenuGroup item={item} onNavigate={onNavigate} />
            ) : (
              <MenuLink item={item} onNavigate={onNavigate} rail={rail} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
