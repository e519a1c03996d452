import { cn } from '@backoffice/ui';
import { Link, useLocation, useSearch } from 'wouter';
import { choiceParam, hrefWith, readParam } from '../url-state';

/** A route's lists, at least one, each under its `?tab=` id. */
type Tabs<Id extends string> = readonly [{ id: Id; label: string }, ...{ id: Id; label: string }[]];

/** The tab in the URL (`?tab=…`); the first tab when the URL names none or an unknown one. */
export function useTabParam<Id extends string>(tabs: Tabs<Id>): Id {
  return readTab(useSearch(), tabs);
}

/** The tab a query string names (`tab=…`), as `useTabParam` reads it. */
export function readTab<Id extends string>(search: string, tabs: Tabs<Id>): Id {
  return readParam(search, 'tab', choiceParam(tabs.map((tab) => tab.id))) ?? tabs[0].id;
}

/**
 * Two or more lists on one route, one shown at a time, the choice in the URL so reload and Back
 * keep it. Links, not ARIA tabs: each is a view with its own URL; the first has no `tab`.
 */
export function ListTabs<Id extends string>({ label, tabs }: { label: string; tabs: Tabs<Id> }) {
  const [location] = useLocation();
  const search = useSearch();
  const current = useTabParam(tabs);
  const hrefOf = (id: Id) =>
    hrefWith(location, search, { tab: id === tabs[0].id ? undefined : id });
  return (
    <nav aria-label={label} className="overflow-x-auto border-b">
      <ul className="flex gap-1">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              href={hrefOf(tab.id)}
              aria-current={tab.id === current ? 'page' : undefined}
              className={cn(
                '-mb-px inline-flex h-10 items-center whitespace-nowrap border-b-2 px-4 font-medium text-sm hover:text-foreground',
                tab.id === current
                  ? 'border-secondary text-foreground dark:border-link'
                  : 'border-transparent text-muted-foreground',
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
