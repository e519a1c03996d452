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
      // wouter's React 17 shim: React 19 has the hook itself (build/use-sync-external-store.ts).
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./build/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: {
    target: 'es2022',
    // scripts/bundle-size.mjs reads the manifest to add up what each route loads.
    manifest: true,
    // es2022 browsers without <link rel="modulepreload"> only lose the preload hint, not the
    // page; the polyfill would cost every route about half a kilobyte.
    // The entry's imports are preloaded by links in index.html (read by the browser's preload
    // scanner, at no cost to the main thread). A lazy chunk's imports are not: Vite would add a
    // link per file from script, and on a phone those insertions were the longest tasks of a
    // signed-in page (ADR 0093). The browser fetches them itself once the chunk has arrived,
    // unless the address's own document names them (build/route-documents-plugin.ts, ADR 0229).
    // A lazy chunk's stylesheet (the toaster's: sonner's rules) is still loaded by Vite's helper.
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
            // Libraries the first paint needs (router, query, SDK). Libraries that only some
            // pages use (tables) stay with their lazy routes, and those loaded on first use
            // (sonner with the first toast, Radix Dialog with the first dialog: ADR 0103) with
            // their own chunks, so /login does not download them.
            // Vite's preload helper too: every page needs it, and left alone it becomes a chunk
            // of its own (one more request on every route) as soon as a lazy chunk reaches it.
            {
              name: 'vendor',
              test: /node_modules[\\/]|vite\/preload-helper/,
              tags: ['$initial'],
              priority: 20,
            },
            // Our own code in four files rather than one per set of pages that share a module:
            // a list's first screen was 48 files of 0.3–1.5 KB each, and every file costs a phone
            // more than its bytes (docs/performance.md#fewer-larger-files). The sign-in page's file
            // holds everything it imports: what /login needs beside the entry, and nothing else,
            // so the shared file below stays out of /login's budget.
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
