import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { MOCK_URL } from './urls';

export type DemoRole = 'A' | 'P' | 'M' | 'A,P';

export const DEMO_PASSWORD = 'password123';

export const DEMO_ACCOUNTS: Record<DemoRole, string> = {
  A: 'admin@backoffice.test',
  P: 'partner@backoffice.test',
  M: 'merchant@backoffice.test',
  'A,P': 'adminpartner@backoffice.test',
};

/** The side menu each role sees (spec section 2), links in order; groups opened. */
export const MENU_LINKS: Record<DemoRole, string[]> = {
  A: [
    'Dashboard',
    'User',
    'Partner',
    'Merchant List',
    'List Transaction',
    'List Dispute',
    'Proyek & Expee',
    'Promo',
    'Kreator',
    'Event',
    'Survey',
  ],
  P: ['Dashboard', 'Member', 'Transaction', 'Wirthdraw'],
  M: ['Dashboard', 'Voucher'],
  'A,P': ['Dashboard', 'Partner', 'Member', 'Transaction', 'Wirthdraw'],
};

export const ACCESS_DENIED = 'Kamu tidak memiliki akses untuk melihat page ini.';

/** WCAG 2.2 AA, as DESIGN §8 asks. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function resetMock(): Promise<void> {
  const response = await fetch(`${MOCK_URL}/__mock/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`Mock reset failed: ${response.status}`);
}

/** Fills and sends the login form of the current page. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

type Fixtures = {
  /** Signs a demo account in through the login form and waits for its dashboard. */
  login: (role: DemoRole) => Promise<void>;
  /** Fails on any serious or critical axe violation of the page as it is now. */
  axe: (label?: string) => Promise<void>;
  /** Resets the mock once at the start of each spec file (auto). */
  freshMock: undefined;
};

let lastFile: string | null = null;

export const test = base.extend<Fixtures>({
  freshMock: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a destructured first argument.
    async ({}, use, testInfo) => {
      if (testInfo.file !== lastFile) {
        lastFile = testInfo.file;
        await resetMock();
      }
      await use(undefined);
    },
    { auto: true },
  ],
  login: async ({ page }, use) => {
    await use(async (role) => {
      await page.goto('/login');
      await submitLogin(page, DEMO_ACCOUNTS[role], DEMO_PASSWORD);
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    });
  },
  axe: async ({ page }, use) => {
    await use(async (label) => {
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      const blocking = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      const report = blocking.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
            .map((node) => node.target.join(' '))
            .join('\n  ')}`,
      );
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
