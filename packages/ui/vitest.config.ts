import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import tailwindcss from '@tailwindcss/vite';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { dependencies } from './package.json';

/** Component tests in a real browser: what jsdom cannot see (CSS, layout, focus, axe). */
const IN_BROWSER = 'src/**/*.browser.test.tsx';

const REACT_ENTRIES = ['react', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client'];

export default defineConfig({
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  test: {
    // Vitest's default is one worker fewer than the cores; these tests are bound by the CPU.
    maxWorkers: availableParallelism(),
    globals: true,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          // One jsdom per worker, not per file (its start was most of the suite's time);
          // test/setup.ts cleans the document after each test.
          isolate: false,
          setupFiles: ['./test/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [IN_BROWSER],
        },
      },
      {
        extends: true,
        // The kit's stylesheet is Tailwind: built as the app builds it, so sizes and colours are
        // the ones users get.
        plugins: [tailwindcss()],
        // Bundled before the first test file: a dependency found late makes Vite reload the page
        // under a running test.
        optimizeDeps: {
          include: [...Object.keys(dependencies), ...REACT_ENTRIES, 'axe-core'],
        },
        test: {
          // A kit piece measured in Chromium (docs/engineering.md#tests, ADR 0145): one page per
          // worker, no app, no sign-in, no mock.
          name: 'browser',
          include: [IN_BROWSER],
          setupFiles: ['./test/setup-browser.ts'],
          browser: {
            enabled: true,
            headless: true,
            // Debian's Chromium, its headless shell first, and the launch flags that work on
            // these machines (ADR 0206, docs/engineering.md#toolchain).
            provider: playwright({
              launchOptions: {
                executablePath:
                  process.env.PLAYWRIGHT_CHROMIUM_PATH ??
                  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find(existsSync),
                args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
              },
              // Users' locale and time zone; no animation moving a box while it is measured.
              contextOptions: {
                locale: 'id-ID',
                timezoneId: 'Asia/Jakarta',
                reducedMotion: 'reduce',
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
