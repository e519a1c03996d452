import {
  type ChunkGraph,
  type DocumentRoute,
  routeDocuments,
  withFirstCalls,
  withPreloads,
} from './route-documents-plugin.ts';

/** A build in small: the entry, the query client, a layout, a list, a page by role. */
const MODULES: Record<string, string> = {
  'src/main.tsx': 'index.js',
  'src/lib/query-client.ts': 'query-client.js',
  'src/app/layouts/default-layout.tsx': 'default-layout.js',
  'src/app/layouts/login-layout.tsx': 'login-layout.js',
  'src/features/auth/login-page.tsx': 'login-page.js',
  'src/features/users/user-page.tsx': 'user-page.js',
  'src/features/users/page-queries.ts': 'user-queries.js',
  'src/features/admin/home.tsx': 'admin-home.js',
  'src/features/merchant/home.tsx': 'merchant-home.js',
};
const IMPORTS: Record<string, string[]> = {
  'index.js': ['react.js'],
  'query-client.js': ['query-core.js'],
  'default-layout.js': ['react.js', 'query-client.js'],
  'login-page.js': ['react.js', 'form.js'],
  'user-queries.js': ['list-query.js'],
  'list-query.js': ['api.js', 'react.js'],
  'user-page.js': ['table.js', 'list-query.js'],
  'admin-home.js': ['stat.js', 'chart.js'],
  'merchant-home.js': ['stat.js'],
};
const GRAPH: ChunkGraph = {
  entry: 'index.js',
  fileOf: (module) => MODULES[module],
  importsOf: (file) => IMPORTS[file] ?? [],
};
const LAYOUTS = {
  default: 'src/app/layouts/default-layout.tsx',
  login: 'src/app/layouts/login-layout.tsx',
};
const USERS: DocumentRoute = {
  path: '/users',
  layout: 'default',
  pages: ['src/features/users/user-page.tsx'],
  queries: ['src/features/users/page-queries.ts'],
  firstCalls: [['http://api.test/v1/admindata/allusers?page=1&limit=15']],
};

describe("the routes' documents", () => {
  it("name a route's files beyond the entry: its first queries' and the query client's first, then its page's and layout's", () => {
    expect(routeDocuments([USERS], LAYOUTS, GRAPH)).toEqual([
      {
        fileName: 'users.html',
        files: [
          'user-queries.js',
          'list-query.js',
          'api.js',
          'query-client.js',
          'query-core.js',
          'user-page.js',
          'table.js',
          'default-layout.js',
        ],
        firstCalls: ['http://api.test/v1/admindata/allusers?page=1&limit=15'],
      },
    ]);
  });

  it("are one per role for a page by role, `/` as index, each with its role's page's first calls", () => {
    const home: DocumentRoute = {
      path: '/',
      layout: 'default',
      pages: ['src/features/admin/home.tsx', 'src/features/merchant/home.tsx'],
      queries: [null, null],
      byRole: { A: 0, 'A,P': 0, M: 1 },
      firstCalls: [[], ['http://api.test/v1/merchant/count_redeem']],
    };
    expect(routeDocuments([home], LAYOUTS, GRAPH)).toEqual([
      {
        fileName: 'index.A.html',
        files: [
          'admin-home.js',
          'stat.js',
          'chart.js',
          'default-layout.js',
          'query-client.js',
          'query-core.js',
        ],
        firstCalls: [],
      },
      {
        fileName: 'index.AP.html',
        files: [
          'admin-home.js',
          'stat.js',
          'chart.js',
          'default-layout.js',
          'query-client.js',
          'query-core.js',
        ],
        firstCalls: [],
      },
      {
        fileName: 'index.M.html',
        files: [
          'merchant-home.js',
          'stat.js',
          'default-layout.js',
          'query-client.js',
          'query-core.js',
        ],
        firstCalls: ['http://api.test/v1/merchant/count_redeem'],
      },
    ]);
  });

  it('skip a route with a parameter; a nested path is a folder', () => {
    const routes: DocumentRoute[] = [
      { ...USERS, path: '/users/:id' },
      {
        path: '/merchant/login',
        layout: 'login',
        pages: ['src/features/auth/login-page.tsx'],
        queries: [null],
      },
    ];
    expect(routeDocuments(routes, LAYOUTS, GRAPH)).toEqual([
      {
        fileName: 'merchant/login.html',
        files: ['login-page.js', 'form.js', 'login-layout.js'],
        firstCalls: [],
      },
    ]);
  });

  it('name a module the build did not put in a chunk', () => {
    const missing = { ...USERS, pages: ['src/features/gone/page.tsx'] };
    expect(() => routeDocuments([missing], LAYOUTS, GRAPH)).toThrow(
      'no chunk holds src/features/gone/page.tsx',
    );
  });
});

describe('a route document', () => {
  const html = [
    '<head>',
    '<script type="module" crossorigin src="/assets/index.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index.css">',
    '</head>',
  ].join('\n');

  it("is index.html with a modulepreload link per file after the entry's own", () => {
    expect(withPreloads(html, ['user-page.js', 'table.js'], '/assets/').split('\n')).toEqual([
      '<head>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react.js">',
      '    <link rel="modulepreload" crossorigin href="/assets/user-page.js">',
      '    <link rel="modulepreload" crossorigin href="/assets/table.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
      '</head>',
    ]);
  });

  it("names a list's first API calls before boot.js, which asks for them as it runs", () => {
    const document = ['<head>', '<script src="/boot.js"></script>', '</head>'].join('\n');
    const calls = ['http://api.test/v1/a?page=1&limit=15', 'http://api.test/v1/b'];
    expect(withFirstCalls(document, calls).split('\n')).toEqual([
      '<head>',
      '<meta name="first-call" content="http://api.test/v1/a?page=1&amp;limit=15" />',
      '    <meta name="first-call" content="http://api.test/v1/b" />',
      '    <script src="/boot.js"></script>',
      '</head>',
    ]);
    expect(withFirstCalls(document, [])).toBe(document);
    expect(() => withFirstCalls('<head></head>', calls)).toThrow('does not load /boot.js');
  });
});
