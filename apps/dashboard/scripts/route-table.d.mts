/** Types of route-table.mjs, for the build's TypeScript (build/route-documents-plugin.ts). */
export type RouteRecord = {
  path: string;
  title: string;
  access: string;
  layout: string;
  list?: { firstRow: string };
  pages: string[];
  queries: (string | null)[];
  byRole?: Record<string, number>;
  /** With `firstCalls`, for a route without a parameter: each page's first API calls, by URL. */
  firstCalls?: string[][];
};

export function readRouteTable(options?: { firstCalls?: boolean }): Promise<{
  routes: RouteRecord[];
  layouts: Record<string, string>;
}>;
