import {
  type ChunkGraph,
  filesToPreload,
  type PreloadRoute,
  preloadScript,
} from './route-preload-plugin.ts';

/** A build in small: the entry and the router, a layout, two lists, a page by role. */
const MODULES: Record<string, string> = {
  'src/main.tsx': 'index.js',
  'src/app/layouts/default-layout.tsx': 'default-layout.js',
  'src/features/users/user-page.tsx': 'user-page.js',
  'src/features/users/page-queries.ts': 'user-queries.js',
  'src/features/members/member-page.tsx': 'member-page.js',
  'src/features/admin/home.tsx': 'admin-home.js',
  'src/features/partner/home.tsx': 'partner-home.js',
};
const IMPORTS: Record<string, string[]> = {
  'index.js': ['react.js'],
  'default-layout.js': ['react.js', 'query-client.js'],
  'user-queries.js': ['list-query.js'],
  'list-query.js': ['api.js', 'react.js'],
  'user-page.js': ['table.js', 'list-query.js'],
  'member-page.js': ['table.js'],
  'admin-home.js': ['stat.js', 'chart.js'],
  'partner-home.js': ['stat.js'],
};
const GRAPH: ChunkGraph = {
  entry: 'index.js',
  fileOf: (module) => MODULES[module],
  importsOf: (file) => IMPORTS[file] ?? [],
};
const LAYOUT = 'src/app/layouts/default-layout.tsx';

const USERS: PreloadRoute = {
  pattern: /^\/users\/?$/i,
  layout: LAYOUT,
  variants: [['src/features/users/page-queries.ts', 'src/features/users/user-page.tsx']],
};

describe("a route's files to preload", () => {
  it('are its first queries with their imports first, then its page and layout, without the entry', () => {
    expect(filesToPreload(USERS, GRAPH)).toEqual([
      'user-queries.js',
      'list-query.js',
      'api.js',
      'user-page.js',
      'table.js',
      'default-layout.js',
      'query-client.js',
    ]);
  });

  it('are, for a page by role, the files every variant needs', () => {
    const home: PreloadRoute = {
      pattern: /^\/?$/i,
      layout: LAYOUT,
      variants: [['src/features/admin/home.tsx'], ['src/features/partner/home.tsx']],
    };
    expect(filesToPreload(home, GRAPH)).toEqual([
      'stat.js',
      'default-layout.js',
      'query-client.js',
    ]);
  });

  it('name a module the build did not put in a chunk', () => {
    const missing = { ...USERS, variants: [['src/features/gone/page.tsx']] };
    expect(() => filesToPreload(missing, GRAPH)).toThrow(
      'no chunk holds src/features/gone/page.tsx',
    );
  });
});

/** Runs the script at `pathname`: the hrefs of the links it adds. */
function preloadedAt(script: string, pathname: string): string[] {
  const links: { rel: string; href: string; crossOrigin: string }[] = [];
  const document = {
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
  };
  new Function('location', 'document', script)({ pathname }, document);
  expect(links.every((link) => link.rel === 'modulepreload' && link.crossOrigin === '')).toBe(true);
  return links.map((link) => link.href);
}

describe('the preload script', () => {
  const members: PreloadRoute = {
    pattern: /^\/member\/?$/i,
    layout: LAYOUT,
    variants: [['src/features/members/member-page.tsx']],
  };
  const script = preloadScript([USERS, members], GRAPH, '/');

  it("preloads the files of the address's route, once each", () => {
    expect(preloadedAt(script, '/member')).toEqual([
      '/member-page.js',
      '/table.js',
      '/default-layout.js',
      '/query-client.js',
    ]);
    expect(preloadedAt(script, '/USERS/')).toEqual(
      filesToPreload(USERS, GRAPH).map((f) => `/${f}`),
    );
  });

  it('preloads nothing at an address no route matches', () => {
    expect(preloadedAt(script, '/users/7')).toEqual([]);
  });

  it('takes the first route that matches, as the router does', () => {
    const twice = preloadScript([members, { ...USERS, pattern: /^\/member\/?$/i }], GRAPH, '/');
    expect(preloadedAt(twice, '/member')).toEqual(preloadedAt(script, '/member'));
  });
});
