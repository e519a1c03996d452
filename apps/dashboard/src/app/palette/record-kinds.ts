import { type PagedOperationId, pagedOperations } from '@backoffice/sdk';
import { canAccess } from '@/lib/access';
import { type ListDescription, listParamsOf } from '@/lib/list/list-description';
import { writeListParams } from '@/lib/list-params';
import type { Session } from '@/lib/session';
import { type AppRoute, ROUTES } from '../routes';

/** A list description whatever its operation: the palette reads only what every one has. */
type AnyDescription = ListDescription<PagedOperationId, unknown>;

/**
 * A kind of record the palette searches: a list the session may open whose operation takes a
 * search parameter, labelled by what one row is (`Partner`, `Sengketa`).
 */
export type RecordKind = {
  label: string;
  description: AnyDescription & { rowName: (row: unknown) => string };
  /** The route that shows the list. */
  route: AppRoute;
};

/**
 * Every list of the features, loaded only when the palette searches (a role loads only its own):
 * found by the kit's file names, `features/<area>/<name>-list.tsx` (docs/adding-a-screen.md).
 */
const LIST_MODULES = import.meta.glob<Record<string, unknown>>('../../features/*/*-list.tsx');

/** The feature folder of a list module's path: `partners` for `…/features/partners/partner-list.tsx`. */
function featureOf(path: string): string | undefined {
  return /\/features\/([^/]+)\/[^/]+$/.exec(path)?.[1];
}

/**
 * An export that is a list description the palette can search: its operation takes `search`
 * (the description has a search box), its rows have a name, and it needs no record to be read
 * (a `scope`, like an event's participants).
 */
function isSearchable(value: unknown): value is RecordKind['description'] {
  if (typeof value !== 'object' || value === null) return false;
  const description = value as Partial<AnyDescription>;
  return (
    typeof description.operation === 'string' &&
    description.operation in pagedOperations &&
    typeof description.search === 'string' &&
    typeof description.rowName === 'function' &&
    description.scope === undefined
  );
}

const capitalised = (noun: string) => noun.charAt(0).toLocaleUpperCase('id') + noun.slice(1);

/**
 * The list route of each feature the session may open, from the route table: the route that
 * shows the feature's lists (`list`), whose access decides whether its records are offered.
 */
function listRoutesFor(session: Session, routes: readonly AppRoute[]): Map<string, AppRoute> {
  const byFeature = new Map<string, AppRoute>();
  for (const route of routes) {
    if (route.list === undefined || route.page === null || typeof route.feature !== 'string')
      continue;
    if (!canAccess(route.access, session) || byFeature.has(route.feature)) continue;
    byFeature.set(route.feature, route);
  }
  return byFeature;
}

type ListModules = Record<string, () => Promise<Record<string, unknown>>>;

/**
 * The record kinds the session may search, in the route table's order (a page's first tab
 * first). Only the lists of routes the session may open are loaded: a merchant never loads, nor
 * searches, an admin's lists.
 */
export async function recordKindsFor(
  session: Session,
  routes: readonly AppRoute[] = ROUTES,
  modules: ListModules = LIST_MODULES,
): Promise<RecordKind[]> {
  const listRoutes = listRoutesFor(session, routes);
  const loaded = await Promise.all(
    Object.entries(modules).map(async ([path, load]) => {
      const route = listRoutes.get(featureOf(path) ?? '');
      if (route === undefined) return [];
      const exports = Object.values(await load());
      return exports.filter(isSearchable).map((description) => ({
        label: capitalised(description.noun),
        description,
        route,
      }));
    }),
  );
  const place = (kind: RecordKind) =>
    routes.indexOf(kind.route) * 2 + (kind.description.tab ? 1 : 0);
  return loaded.flat().sort((a, b) => place(a) - place(b));
}

/** Where a found row opens: its own page, else its list filtered by the searched text. */
export function recordHref(kind: RecordKind, row: unknown, text: string): string {
  const own = kind.description.rowHref?.(row);
  if (own !== undefined) return own;
  const start =
    kind.description.tab === undefined ? '' : `tab=${encodeURIComponent(kind.description.tab)}`;
  const query = writeListParams(start, listParamsOf(kind.description), { search: text });
  return query === '' ? kind.route.path : `${kind.route.path}?${query}`;
}
