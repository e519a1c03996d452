import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type MockControl, mockControl, SCOPE_HEADER } from '@backoffice/mock-server/control';
import {
  type BrowserContextOptions,
  test as base,
  expect,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { MOCK_URL } from './urls';

/** axe-core's minified build, put into the page to scan it (the `axe` fixture below). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export type DemoRole = 'A' | 'P' | 'M' | 'A,P';

export const DEMO_ROLES: readonly DemoRole[] = ['A', 'P', 'M', 'A,P'];

export const DEMO_PASSWORD = 'password123';

export const DEMO_ACCOUNTS: Record<DemoRole, string> = {
  A: 'admin@backoffice.test',
  P: 'partner@backoffice.test',
  M: 'merchant@backoffice.test',
  'A,P': 'adminpartner@backoffice.test',
};

export const ACCESS_DENIED = 'Kamu tidak memiliki akses untuk melihat page ini.';

/** WCAG 2.2 AA, as docs/engineering.md#tests asks. */
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  resultTypes: ['violations'],
};

/**
 * Where the global setup (e2e/global-setup.ts) keeps each role's signed-in browser state
 * (cookies, local storage).
 * The mock keeps demo sessions across resets, so the tokens in these files stay valid for the
 * whole run.
 */
export function storageStateFile(role: DemoRole): string {
  return fileURLToPath(new URL(`.auth/${role.replace(',', '-')}.json`, import.meta.url));
}

/** A role's stored browser state, as the global setup wrote it. */
type StoredState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

const storedStates = new Map<DemoRole, StoredState>();

function storedState(role: DemoRole): StoredState {
  let state = storedStates.get(role);
  if (state === undefined) {
    state = JSON.parse(readFileSync(storageStateFile(role), 'utf8')) as StoredState;
    storedStates.set(role, state);
  }
  return state;
}

/** Put into a context's local storage by its first document (the `context` fixture below). */
const RESTORED_KEY = 'e2e-session-restored';

/**
 * Runs in the page before its scripts: the first document of the signed-in origin in a context
 * puts the sign-in's local storage in, as Playwright's restore of a storage state would have it
 * at the context's start; the key it leaves tells every later document and tab of the context
 * not to, so what the app changes afterwards (a sign-out, another account) stays changed.
 */
function restoreLocalStorage({
  origins,
  marker,
}: {
  origins: StoredState['origins'];
  marker: string;
}) {
  const stored = origins.find((entry) => entry.origin === window.location.origin);
  if (stored === undefined || window.localStorage.getItem(marker) !== null) return;
  for (const { name, value } of stored.localStorage) window.localStorage.setItem(name, value);
  window.localStorage.setItem(marker, '1');
}

/**
 * Restores the seed data of a scope of the mock (the main store when null); the demo accounts
 * stay signed in. Rules, the scenario and the log of the scope go back to their start too.
 */
export async function resetMock(scope: string | null = null): Promise<void> {
  await mockControl({ baseUrl: MOCK_URL, scope }).reset();
}

/** Fills and sends the login form of the current page. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Opens `path` in the app the way its own links do (the router follows `history.pushState`),
 * without loading the document again; the first call of a test loads it. For journeys that go
 * through many screens to check each screen, not its load: a cold load costs a second of a
 * loaded machine per screen. A journey that tests a load, a reload or Back still uses `goto`.
 */
export async function visit(page: Page, path: string): Promise<void> {
  // The same screen with other search parameters (another tab, another filter) keeps showing
  // the rows it has until its new answer comes, which a read could take for the new view: it is
  // loaded, as is the first screen of a test.
  const here = page.url();
  if (here === 'about:blank' || new URL(here).pathname === new URL(path, here).pathname) {
    await page.goto(path);
    return;
  }
  // Two frames: the router's render of the new screen has been committed when it returns.
  await page.evaluate(async (to) => {
    window.history.pushState(null, '', to);
    for (let frame = 0; frame < 2; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, path);
}

/**
 * Loads `path` and gives the JSON answer to its first call whose URL holds `call` (or that `call`
 * accepts): the rows or figures the journey then expects on screen or changes.
 */
export async function gotoAnswer(
  page: Page,
  path: string,
  call: string | ((url: string) => boolean),
): ReturnType<Response['json']> {
  const accepts = typeof call === 'string' ? (url: string) => url.includes(call) : call;
  const answer = page.waitForResponse((response) => accepts(response.url()));
  await page.goto(path);
  return (await answer).json();
}

/** Calls the mock API as the signed-in user of `page`, in the test's data scope. */
export async function callApi(
  page: Page,
  mockScope: string | null,
  method: 'GET' | 'POST',
  path: string,
  init: { params?: Record<string, string | number | boolean>; data?: unknown } = {},
): Promise<unknown> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  if (token === undefined) throw new Error('the page has no session');
  const response = await page.request.fetch(`${MOCK_URL}${path}`, {
    method,
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(mockScope === null ? {} : { [SCOPE_HEADER]: mockScope }),
    },
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()}`);
  return response.json();
}

/** The page title every role's dashboard shows once the shell is up. */
export function dashboardHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 1, name: 'Dashboard' });
}

type Options = {
  /**
   * The demo role whose stored session the test's browser starts with (`test.use({ signedInAs:
   * 'P' })`); null starts signed out.
   */
  signedInAs: DemoRole | null;
};

export type WorkerOptions = {
  /**
   * Whether the worker's tests use a data scope of their own in the mock (true but for the mock
   * build's tests, which have no mock process: each page holds its own).
   */
  ownMockData: boolean;
};

type WorkerFixtures = {
  /** The worker's data scope in the mock (`x-mock-scope`), or null for the main store. */
  mockScope: string | null;
};

type Fixtures = {
  /** Signs a demo account in through the login form and waits for its dashboard. */
  login: (role: DemoRole) => Promise<void>;
  /** Fails on any serious or critical axe violation of the page as it is now. */
  axe: (label?: string) => Promise<void>;
  /**
   * The mock's control API for the worker's data scope: a journey that needs a failing, slow or
   * empty call sets a rule (`await mock.addRule({ operationId: 'listPartners', status: 500 })`);
   * the reset before the next test removes it.
   */
  mock: MockControl;
};

export const test = base.extend<
  Fixtures & Options & { seedData: undefined },
  WorkerOptions & WorkerFixtures
>({
  signedInAs: [null, { option: true }],
  ownMockData: [true, { option: true, scope: 'worker' }],
  // Each worker has its own copy of the mock's data, and every test starts from the seed: tests
  // that change data run side by side, in any order, and none sees another's changes. Workers
  // run one test at a time, so a scope per worker is a scope per running test.
  mockScope: [
    async ({ ownMockData }, use, workerInfo) => {
      await use(ownMockData ? `worker-${workerInfo.parallelIndex}` : null);
    },
    { scope: 'worker' },
  ],
  // The browser sends the scope with every request (the mock allows the header in CORS).
  extraHTTPHeaders: async ({ extraHTTPHeaders, mockScope }, use) => {
    await use(
      mockScope === null ? extraHTTPHeaders : { ...extraHTTPHeaders, [SCOPE_HEADER]: mockScope },
    );
  },
  seedData: [
    async ({ mockScope }, use) => {
      if (mockScope !== null) await resetMock(mockScope);
      await use(undefined);
    },
    { auto: true },
  ],
  // The app is served by nginx with its production Content-Security-Policy (deploy/): whatever
  // the browser refuses under it (an inline script, a photo from an origin it does not allow)
  // fails the test that caused it.
  page: async ({ page }, use) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
        refused.push(message.text());
      }
    });
    await use(page);
    expect(refused, 'Content-Security-Policy violations').toEqual([]);
  },
  // The role's session: its cookies as the context starts, its local storage put in by the first
  // document (restoreLocalStorage). Playwright's own restore of local storage opens, loads and
  // closes a page of its own in every new context: about 0.12 s of CPU and 0.2 s a test on two
  // cores, loaded (ADR 0241).
  storageState: async ({ signedInAs, storageState }, use) => {
    await use(signedInAs === null ? storageState : { ...storedState(signedInAs), origins: [] });
  },
  context: async ({ context, signedInAs }, use) => {
    if (signedInAs !== null) {
      await context.addInitScript(restoreLocalStorage, {
        origins: storedState(signedInAs).origins,
        marker: RESTORED_KEY,
      });
    }
    await use(context);
  },
  mock: async ({ mockScope }, use) => {
    await use(mockControl({ baseUrl: MOCK_URL, scope: mockScope }));
  },
  login: async ({ page }, use) => {
    await use(async (role) => {
      await page.goto('/login');
      await submitLogin(page, DEMO_ACCOUNTS[role], DEMO_PASSWORD);
      await expect(page).toHaveURL('/');
      await expect(dashboardHeading(page)).toBeVisible();
    });
  },
  axe: async ({ page }, use) => {
    await use(async (label) => {
      // axe's source goes into a document once, and runs there once per scan (the app has no
      // frames, so nothing goes unscanned; ADR 0224): @axe-core/playwright evaluated its
      // unminified 1.3 MB twice per scan. Only the violations are gathered in full.
      if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
      const report = await page.evaluate(async (options) => {
        // A colour still in its transition (a menu link turning active after a navigation) is
        // not the colour a user reads: the scan waits for every finite animation to end.
        await Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        );
        const { axe } = window as unknown as {
          axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
        };
        const { violations } = await axe.run(document, options);
        return violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
                .map((node) => node.target.join(' '))
                .join('\n  ')}`,
          );
      }, AXE_OPTIONS);
      expect(report, `axe violations on ${label ?? page.url()}`).toEqual([]);
    });
  },
});

export { expect };

/** Link texts of the side menu, with every group opened. */
export async function menuLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menu utama' });
  const groups = nav.locator('button[aria-expanded="false"]');
  while ((await groups.count()) > 0) await groups.first().click();
  return nav.getByRole('link').allTextContents();
}

const numbers = new Intl.NumberFormat('id-ID');

/** A figure as the dashboards show it: `Rp 1.234.500`. */
export const rupiah = (value: number) => `Rp ${numbers.format(value)}`;

/** A count as the dashboards show it: `1.234`. */
export const count = (value: number) => numbers.format(value);

/** The value of the dashboard figure whose label is exactly `label`. */
export function stat(page: Page, label: string): Locator {
  return page
    .locator('[data-slot="stat"]')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('[data-slot="stat-value"]');
}
