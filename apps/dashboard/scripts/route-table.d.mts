import type { AppRoute } from '../src/app/routes';

/** Types of route-table.mjs, for the build's TypeScript (build/route-documents-plugin.ts). */
export type RouteRecord = Omit<AppRoute, 'page' | 'menu'> & {
  pages: string[];
  queries: (string | null)[];
  byRole?: Record<string, number>;
  /** With `firstCalls`: each page's first API calls, by URL (none on a route with a parameter). */
  firstCalls?: string[][];
};

export function readRouteTable(options?: { firstCalls?: boolean }): Promise<{
  routes: RouteRecord[];
  layouts: Record<string, string>;
}>;
