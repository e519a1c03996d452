import { type PagedOperationId, pagedOperations } from '@backoffice/sdk';
import { useQuery } from '@tanstack/react-query';
import { canAccess } from '@/lib/access';
import type { ListDescription } from '@/lib/list/list-description';
import { writeListParams } from '@/lib/list/list-params';
import type { Session } from '@/lib/session';
import { hrefWith } from '@/lib/url-state';
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
  route: AppRoute;
};

/**
 * A list description the palette can search: its operation takes `search` (the description has
 * a search box), its rows have a name, and it needs no record to be read (a `scope`, like an
 * event's participants).
 */
export function isSearchable(value: unknown): value is RecordKind['description'] {
  if (typeof value !== 'object' || value === null) return false;
  const description = value as Partial<AnyDescription>;
  return (
    typeof description.operation === 'string' &&
    description.operation in pagedOperations &&
    description.search === true &&
    typeof description.rowName === 'function' &&
    description.scope === undefined
  );
}

const capitalised = (noun: string) => noun.charAt(0).toLocaleUpperCase('id') + noun.slice(1);

/** A page's first list has no `tab` (a module's exports come in the order of their names). */
const firstTabFirst = (a: AnyDescription, b: AnyDescription) =>
  Number(a.tab !== undefined) - Number(b.tab !== undefined);

/**
 * The record kinds the session may search: the searchable lists that the pages of the list
 * routes it may open export, in the route table's order. The palette loads those pages' own
 * chunks, no other: a list module imported on its own would become a chunk of its own, and
 * every route showing it would load one chunk more (docs/palette.md). A merchant never loads,
 * nor searches, an admin's lists.
 */
export async function recordKindsFor(session: Session): Promise<RecordKind[]> {
  const loaded = await Promise.all(
    ROUTES.map(async (route) => {
      const { load } = route.page;
      if (route.list === undefined || load === undefined || !canAccess(route.access, session))
        return [];
      const exports = Object.values(await load());
      return exports
        .filter(isSearchable)
        .sort(firstTabFirst)
        .map((description) => ({ label: capitalised(description.noun), description, route }));
    }),
  );
  return loaded.flat();
}

/** Where a found row opens: its own page, else its list filtered by the searched text. */
export function recordHref(kind: RecordKind, row: unknown, text: string): string {
  const own = kind.description.rowHref?.(row);
  if (own !== undefined) return own;
  const tab = hrefWith('', '', { tab: kind.description.tab });
  return writeListParams(kind.route.path, tab, kind.description, { search: text });
}

/**
 * The kinds of record the session may search, loaded when the palette opens (the role's list
 * pages, usually in the browser already: the shell preloads its menu's pages), once per role:
 * the list pages' modules do not change while the page lives. Null until they are in; a failed
 * load is forgotten, so the next opening tries again. Modules, not the API: offline too.
 */
export function useRecordKinds(session: Session): RecordKind[] | null {
  const { data } = useQuery({
    queryKey: ['palette-kinds', session.role],
    queryFn: () => recordKindsFor(session),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    networkMode: 'always',
  });
  return data ?? null;
}
