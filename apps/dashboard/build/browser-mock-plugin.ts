import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const WORKER_FILE = 'mockServiceWorker.js';

/**
 * For the mock mode: serves msw's Service Worker script at the site root and writes the build to
 * `dist-mock`, beside the ordinary `dist`. The script is read from the installed msw rather than
 * committed, so it always matches the msw version the handlers run on.
 */
export function browserMock(): Plugin {
  const script = () =>
    readFileSync(createRequire(import.meta.url).resolve(`msw/${WORKER_FILE}`), 'utf8');
  return {
    name: 'backoffice:browser-mock',
    // `vite build --mode mock` (and `vite --mode mock`): the dashboard with the mock API inside.
    apply: (_config, env) => env.mode === 'mock',
    // The mock (handlers, seed, validator, contract) is one lazy chunk of about 300 KB gzip: the
    // price of a dashboard with no server, paid by this build only.
    // `--outDir` still wins; the default keeps this build apart from the ordinary `dist`.
    config: (config) => ({
      build: { outDir: config.build?.outDir ?? 'dist-mock', chunkSizeWarningLimit: 1200 },
    }),
    configureServer(server) {
      server.middlewares.use(`/${WORKER_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(script());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: script() });
    },
  };
}
