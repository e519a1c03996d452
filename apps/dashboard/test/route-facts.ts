import type { Role } from '@backoffice/sdk';
import { readRouteTable } from '../scripts/route-table.mjs';

/**
 * What a built route's page is made of, read from the modules the route table loads
 * (scripts/route-table.mjs) rather than written in it: its feature folders (one, or one per role
 * for a page by role) and whether it asks for first queries (`lazyPage`'s `queries`).
 */
export type RouteFacts = { features: string | Record<Role, string>; hasQueries: boolean };

/** The feature folder of a page's module: `src/features/<folder>/…`. */
function folderOf(path: string, module: string): string {
  const folder = /^src\/features\/([^/]+)\//.exec(module)?.[1];
  if (folder === undefined) throw new Error(`${path}: ${module} is not in a feature folder`);
  return folder;
}

/** Each built route's facts, by path. */
export async function readRouteFacts(): Promise<Map<string, RouteFacts>> {
  const { routes } = await readRouteTable();
  const facts = new Map<string, RouteFacts>();
  for (const { path, pages, queries, byRole } of routes) {
    const folders = pages.map((module) => folderOf(path, module));
    if (folders.length === 0) continue;
    const features = byRole
      ? Object.fromEntries(Object.entries(byRole).map(([role, index]) => [role, folders[index]]))
      : (folders[0] ?? '');
    const hasQueries = queries.some((module) => module !== null);
    facts.set(path, { features: features as RouteFacts['features'], hasQueries });
  }
  return facts;
}
