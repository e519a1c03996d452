import type { BrowserContext } from '@playwright/test';
import {
  ACCESS_DENIED,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  dashboardHeading,
  expect,
  menuLinks,
  submitLogin,
  test,
} from './fixtures';
import { menuLinksOf } from './menu-links';

// Sessions as users meet them with several tabs, an expired token or a wrong address. Signing
// out only drops this browser's cookies: the mock keeps the token the other journeys use.

const EXPIRED_MESSAGE = 'Sesi kamu sudah berakhir. Silakan login kembali.';
const STALE_TOKEN = `mock_${'1'.repeat(64)}`;

async function staleSession(context: BrowserContext): Promise<void> {
  const cookies = await context.cookies();
  await context.clearCookies();
  await context.addCookies(
    cookies.map((cookie) => (cookie.name === 'token' ? { ...cookie, value: STALE_TOKEN } : cookie)),
  );
}

test.describe('two tabs of a partner', () => {
  test.use({ signedInAs: 'P' });

  test('a logout in one tab takes the other to /login at once, and back after signing in', async ({
    page,
    context,
  }) => {
    await page.goto('/member?page=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Member' })).toBeVisible();
    const other = await context.newPage();
    await other.goto('/');
    await other.getByRole('button', { name: 'Logout' }).click();
    await expect(other).toHaveURL('/login');

    await expect(page).toHaveURL('/login?redirect=%2Fmember%3Fpage%3D2');
    await expect(page.getByText(ACCESS_DENIED)).toHaveCount(0);
    await submitLogin(page, DEMO_ACCOUNTS.P, DEMO_PASSWORD);
    await expect(page).toHaveURL('/member?page=2');
    // The other tab follows the sign-in too: out of /login, to the partner's dashboard.
    await expect(other).toHaveURL('/');
    await expect(dashboardHeading(other)).toBeVisible();
  });
});

test.describe('two tabs, then another account', () => {
  test.use({ signedInAs: 'A' });

  test('a sign-in as a merchant in one tab gives the other the merchant menu and data', async ({
    page,
    context,
  }) => {
    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1, name: 'User' })).toBeVisible();
    const other = await context.newPage();
    await other.goto('/');
    await other.getByRole('button', { name: 'Logout' }).click();
    await submitLogin(other, DEMO_ACCOUNTS.M, DEMO_PASSWORD);
    await expect(dashboardHeading(other)).toBeVisible();

    await expect(page).toHaveURL('/');
    await expect(dashboardHeading(page)).toBeVisible();
    expect(await menuLinks(page)).toEqual(menuLinksOf('M'));
    await expect(page.getByRole('table', { name: 'Daftar user' })).toHaveCount(0);
    await expect(page.getByText(ACCESS_DENIED)).toHaveCount(0);
  });
});

test.describe('an expired session', () => {
  test.use({ signedInAs: 'P' });

  test('says why it ended and comes back to the same page and query after signing in', async ({
    page,
    context,
  }) => {
    await staleSession(context);
    await page.goto('/member?page=2');
    await expect(page.getByText(EXPIRED_MESSAGE, { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/login?redirect=%2Fmember%3Fpage%3D2');
    await submitLogin(page, DEMO_ACCOUNTS.P, DEMO_PASSWORD);
    await expect(page).toHaveURL('/member?page=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Member' })).toBeVisible();
  });
});

test.describe('a guest', () => {
  test('opening a guarded page goes to /login quietly, and there after signing in', async ({
    page,
  }) => {
    await page.goto('/transaction?page=2');
    await expect(page).toHaveURL('/login?redirect=%2Ftransaction%3Fpage%3D2');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByText(ACCESS_DENIED)).toHaveCount(0);
    await submitLogin(page, DEMO_ACCOUNTS.P, DEMO_PASSWORD);
    await expect(page).toHaveURL('/transaction?page=2');
  });
});

test.describe('a wrong address, signed in', () => {
  test.use({ signedInAs: 'M' });

  test('shows the 404 page inside the shell, with the menu and the logout', async ({
    page,
    axe,
  }) => {
    await page.goto('/halaman-tidak-ada');
    await expect(page.getByRole('heading', { level: 2, name: '404 Not Found' })).toBeVisible();
    await expect(page.getByText('This page could not be found', { exact: true })).toBeVisible();
    expect(await menuLinks(page)).toEqual(menuLinksOf('M'));
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await axe('404 in the shell');
    // A card like the pages' own, in both modes: a border to see its edge by, and never a
    // darker hole in the shell's tinted ground.
    const card = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: '404 Not Found' }),
    });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate(
        (dark) => document.documentElement.classList.toggle('dark', dark),
        theme === 'dark',
      );
      const look = await card.evaluate((element) => {
        const channels = (colour: string) =>
          (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
        const luminance = (colour: string) =>
          channels(colour)
            .map((value) => value / 255)
            .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
            .reduce((sum, c, i) => sum + c * ([0.2126, 0.7152, 0.0722][i] ?? 0), 0);
        const style = getComputedStyle(element);
        const ground = getComputedStyle(element.closest('main') ?? document.body);
        return {
          border: `${style.borderTopStyle} ${style.borderTopWidth}`,
          borderSeen: style.borderTopColor !== style.backgroundColor,
          cardLighter: luminance(style.backgroundColor) >= luminance(ground.backgroundColor),
        };
      });
      expect(look, theme).toEqual({ border: 'solid 1px', borderSeen: true, cardLighter: true });
    }
  });
});
