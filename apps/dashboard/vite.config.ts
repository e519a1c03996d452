import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { browserMock } from './build/browser-mock-plugin.ts';
import { routeDocumentsPlugin } from './build/route-documents-plugin.ts';
import { sonnerStylesAsCss } from './build/sonner-css-plugin.ts';

/** The app's and the workspace packages' modules, but the entry itself (it must stay the entry). */
const ownCode = (id: string) =>
  /[\\/](src|packages)[\\/]/.test(id) && !/[\\/]src[\\/]main\.tsx$/.test(id);

export default defineConfig({
  plugins: [react(), tailwindcss(), browserMock(), sonnerStylesAsCss(), routeDocumentsPlugin()],
  resolve: {
    // Workspace packages are consumed as TypeScript source through the "source" export condition.
    conditions: ['source', 'module', 'browser', 'development|production'],
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // wouter imports `useSyncExternalStore` from the React 17 shim, which costs every route,
      // /login included, about half a kilobyte of gzip (docs/engineering.md#budgets): React 19
      // has the hook itself.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
    ],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: {
    target: 'es2022',
    // scripts/bundle-size.mjs reads the manifest to add up what each route loads.
    manifest: true,
    // No polyfill: es2022 browsers without modulepreload only lose the hint, and it would cost
    // every route half a kilobyte. A lazy chunk's imports get no links from script, on a phone a
    // signed-in page's longest tasks (ADR 0093): the browser fetches them once the chunk is in,
    // unless the route's own document names them (ADR 0229). Its CSS (sonner's) still preloads.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    // Images stay files: inlined into a chunk they would count as JavaScript on /login.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React changes least often: its own long-cached chunk.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 30,
            },
            // Libraries the first paint needs (router, query, SDK); those of some pages or of a
            // first use (sonner, Radix Dialog: ADR 0103) stay with their lazy chunks, off /login.
            // Vite's preload helper too: left alone it becomes one more request on every route.
            {
              name: 'vendor',
              test: /node_modules[\\/]|vite\/preload-helper/,
              tags: ['$initial'],
              priority: 20,
            },
            // Our own code in four files, not one per set of pages sharing a module: a list's
            // first screen was 48 files, each costing a phone more than its bytes
            // (docs/performance.md#fewer-larger-files). The sign-in page's file holds all it
            // imports, so the shared file below stays out of /login's budget.
            { name: 'login-page', test: /[\\/]login-page\.tsx$/, priority: 13 },
            // What the entry imports, whichever page opens first.
            { name: 'boot', test: ownCode, tags: ['$initial'], priority: 12 },
            // The form kit and react-hook-form, which no list needs (a quarter of what the lists
            // shared): only the modules themselves, as what they import is the lists' too.
            {
              name: 'forms',
              test: /[\\/]src[\\/]lib[\\/]form[\\/]|node_modules[\\/]react-hook-form[\\/]/,
              includeDependenciesRecursively: false,
              priority: 11,
            },
            // What several pages share (lists, forms, the layout): one file, cached once. A module
            // of one or a few pages stays in their own files.
            { name: 'shared', test: ownCode, minShareCount: 6, priority: 10 },
          ],
        },
      },
    },
  },
});
