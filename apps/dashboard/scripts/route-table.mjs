/**
 * The route table as the app defines it (ADR 0074): src/app/routes.ts and the layouts loaded
 * through Vite's SSR loader with the app's own config, `lazyPage` and `pageByRole` recorded
 * instead of run, each lazy module answering its file without running (`recordPages`).
 */
import { relative, resolve } from 'node:path';
import { createServer } from 'vite';

const dashboard = resolve(import.meta.dirname, '..');
const LAZY_PAGE = resolve(dashboard, 'src/lib/lazy-page.ts');
const RECORDED = '\0route-table:lazy-page';
const MODULE_ID = '__routeTableModule';

/** A stub of the module at `id`: it names its file. */
const stubOf = (id) => `export const ${MODULE_ID} = ${JSON.stringify(id.split('?')[0])};`;

/**
 * A Vite plugin: `lazyPage` answers `{ load, name, queries }` instead of a React component, and
 * once `stubbing()` is on, every module not loaded yet is a stub naming its file: the routes'
 * static imports load for real, the pages (only `import()`ed) answer their file.
 */
function recordPages() {
  let stub = false;
  return {
    name: 'route-table:record-pages',
    enforce: 'pre',
    stubbing() {
      stub = true;
    },
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === LAZY_PAGE ? RECORDED : null;
    },
    load(id) {
      if (id === RECORDED) {
        return [
          'export const lazyPage = (load, name, options) => ({ load, name, queries: options?.queries });',
          'export const pageByRole = (pages) => ({ pages });',
        ].join('\n');
      }
      return stub ? stubOf(id) : null;
    },
  };
}

/** The module a recorded lazy loader loads, relative to the dashboard; throws if it is not lazy. */
async function moduleOf(load, where) {
  const loaded = await load();
  const id = loaded[MODULE_ID];
  if (typeof id !== 'string') {
    throw new Error(`${where}: its module is imported statically by the route table, not lazily`);
  }
  return relative(dashboard, id);
}

/**
 * Each route's fields (route-table.d.mts types them), with `pages` the modules its page is made
 * of (one, or one per role variant) relative to the dashboard (the build manifest's keys),
 * `queries` each page's first-queries module or null, `byRole` each role's index in `pages`;
 * each layout's module. With `firstCalls`, each route also gets `firstCalls`: for each of
 * `pages`, the URLs of the API calls that page makes first (`firstCallsOf`; none for a page
 * without queries or a route with a parameter).
 */
export async function readRouteTable({ firstCalls = false } = {}) {
  // Vite's dev server sets NODE_ENV=development in this process; a build started from here
  // afterwards (bench:lists, bench:lighthouse) would then bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  const recorder = recordPages();
  const server = await appServer([recorder]);
  // The first-queries modules run for real, in a server of their own: this one has stubs.
  const real = firstCalls ? await appServer() : null;
  try {
    const { ROUTES } = await server.ssrLoadModule('/src/app/routes.ts');
    const { LAYOUTS } = await server.ssrLoadModule('/src/app/layouts/layouts.ts');
    recorder.stubbing();
    const routes = [];
    for (const route of ROUTES) {
      // A page by role records its variants; one lazy page may serve several roles.
      const parts = route.page.pages ? Object.values(route.page.pages) : [route.page];
      const unique = [...new Set(parts)];
      const record = { ...route, menu: undefined, page: undefined, pages: [], queries: [] };
      if (real) record.firstCalls = [];
      for (const part of unique) {
        record.pages.push(await moduleOf(part.load, route.path));
        const queries = part.queries
          ? await moduleOf(part.queries, `${route.path}'s queries`)
          : null;
        record.queries.push(queries);
        if (!real) continue;
        // The module exports them under the page's name (lib/lazy-page.ts).
        const name =
          queries && !route.path.includes(':')
            ? `${part.name.charAt(0).toLowerCase()}${part.name.slice(1)}Queries`
            : null;
        record.firstCalls.push(name ? await firstCallsOf(real, queries, name) : []);
      }
      // Which of `pages` each role gets, for a page by role.
      if (route.page.pages) {
        record.byRole = Object.fromEntries(
          Object.entries(route.page.pages).map(([role, page]) => [role, unique.indexOf(page)]),
        );
      }
      routes.push(record);
    }
    const layouts = {};
    for (const [kind, layout] of Object.entries(LAYOUTS)) {
      layouts[kind] = await moduleOf(layout.load, `layout ${kind}`);
    }
    return { routes, layouts };
  } finally {
    await Promise.all([server.close(), real?.close()]);
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** A Vite server in this process that loads the app's modules as its config builds them. */
function appServer(plugins = []) {
  return createServer({
    root: dashboard,
    configFile: resolve(dashboard, 'vite.config.ts'),
    plugins,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, preTransformRequests: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
}

/**
 * The URLs of the API calls a page asks for first on its address without a query string, as the
 * app builds them: its first-queries module runs against a query client that keeps each query's
 * options, then each query's function against a `fetch` that keeps the URL and answers 400,
 * which no read tries again (lib/api-client.ts). None for a page whose queries read the session
 * or wait for one another; a URL holding a date moves with the day, so it is left out.
 */
async function firstCallsOf(server, module, name) {
  const pageQueries = (await server.ssrLoadModule(`/${module}`))[name];
  const { fetch, window, document } = globalThis;
  let readsSession = false;
  const urls = [];
  // The app reads the session from the cookies (none here), and the API client whether
  // public/boot.js asked already (it did not).
  Object.assign(globalThis, {
    window: {},
    document: {
      get cookie() {
        readsSession = true;
        return '';
      },
    },
    fetch: async (request) => {
      urls.push(request.url);
      return new Response(null, { status: 400 });
    },
  });
  try {
    const options = [];
    const client = { prefetchQuery: async (option) => void options.push(option) };
    // A query that does more than ask (one that waits for another's answer) fails here.
    const asked = await Promise.all(
      pageQueries({ search: '', params: {} }).map((query) => query(client)),
    ).then(
      () => true,
      () => false,
    );
    if (!asked || readsSession) return [];
    const signal = new AbortController().signal;
    for (const { queryKey, queryFn } of options) {
      await queryFn({ queryKey, signal }).catch(() => undefined);
    }
    return urls.filter((url) => !/\d{4}-\d{2}-\d{2}/.test(url));
  } finally {
    Object.assign(globalThis, { fetch, window, document });
  }
}
