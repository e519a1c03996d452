import type { Role } from '@backoffice/sdk';
import { readRouteTable } from '../scripts/route-table.mjs';

/** The feature folder of a page's module: `src/features/<folder>/…`. */
const folderOf = (module: string) => /^src\/features\/([^/]+)\//.exec(module)?.[1];

/**
 * The feature folders each route's page is made of, read from the modules the route table loads
 * (scripts/route-table.mjs), by path: one folder, or one per role for a page by role. A built
 * page whose module is not in a feature folder throws.
 */
export async function routeFeatures(): Promise<Map<string, string | Record<Role, string>>> {
  const { routes } = await readRouteTable();
  const features = new Map<string, string | Record<Role, string>>();
  for (const { path, pages, byRole } of routes) {
    const folders = pages.map((module) => {
      const folder = folderOf(module);
      if (folder === undefined) throw new Error(`${path}: ${module} is not in a feature folder`);
      return folder;
    });
    if (folders.length === 0) continue;
    const byRoleFolders = Object.entries(byRole ?? {}).map(([role, index]) => [
      role,
      folders[index],
    ]);
    features.set(
      path,
      byRole ? (Object.fromEntries(byRoleFolders) as Record<Role, string>) : (folders[0] ?? ''),
    );
  }
  return features;
}
