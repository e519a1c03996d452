import {
  ACCESS_DENIED,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_ROLES,
  dashboardHeading,
  expect,
  menuLinks,
  submitLogin,
  test,
} from './fixtures';
import { menuLinksOf } from './menu-links';
import { MOCK_URL } from './urls';

/** A well-formed token the mock never issued, as after a restart of the API. */
const STALE_TOKEN = `mock_${'0'.repeat(64)}`;

test.describe('signing in', () => {
  // One test, a step per role, each signed out before it signs in (e2e/global-setup.ts signs
  // each in through the same form for the other specs). The light dashboard of A, M and A,P is
  // scanned by axe in e2e/dashboards.spec.ts, the partner's in e2e/referral-codes.writes.spec.ts.
  test(`${DEMO_ROLES.map((role) => DEMO_ACCOUNTS[role]).join(', ')} each sign in and see exactly their role's menu`, async ({
    page,
    login,
  }) => {
    for (const role of DEMO_ROLES) {
      await test.step(role, async () => {
        await page.context().clearCookies();
        await login(role);
        await expect(page).toHaveTitle('Dashboard - Dashboard');
        expect(await menuLinks(page)).toEqual(menuLinksOf(role));
        const current = page
          .getByRole('navigation', { name: 'Menu utama' })
          .locator('[aria-current="page"]');
        await expect(current).toHaveText('Dashboard');
        const cookies = await page.context().cookies();
        const names = cookies.map((cookie) => cookie.name).sort();
        expect(names).toEqual(['isLogin', 'role', 'token', 'uPhoto']);
        expect(cookies.find((cookie) => cookie.name === 'role')?.value).toBe(
          encodeURIComponent(role),
        );
        // SameSite=Lax on the whole site, not Secure on plain http (Secure is set on https).
        for (const cookie of cookies) {
          expect(cookie, cookie.name).toMatchObject({ sameSite: 'Lax', path: '/', secure: false });
        }
      });
    }
  });

  // Signed out: a step per check, each going on from the page the one before left.
  test('signed out, an unknown page shows 404 with a Home link and /register leads to the merchant registration, the title arrived at taking focus; a user at / is sent to /login quietly; a wrong password shows the server message and keeps the typed values; the button is disabled while the login is sent', async ({
    page,
    axe,
  }) => {
    await test.step('an unknown page shows 404 with a Home link; /register leads to the merchant registration', async () => {
      // A path the product does not have (docs/product.md#routes-and-access).
      await page.goto('/halaman-tidak-ada');
      await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
      await expect(page.getByText('This page could not be found', { exact: true })).toBeVisible();
      await expect(page).toHaveTitle('404 Not Found - Dashboard');
      await axe('404');
      await page.getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL('/login');

      // Moving between the sign-in pages, the title arrived at takes focus, as in the shell.
      const register = page.getByRole('link', { name: 'Daftar', exact: true });
      await register.click();
      await expect(page).toHaveURL('/register');
      await expect(page.getByRole('heading', { name: 'Registrasi', exact: true })).toBeFocused();
      await expect(page.getByRole('link', { name: 'Daftar sebagai merchant' })).toHaveAttribute(
        'href',
        '/merchant/register',
      );
      await axe('/register');
      // Back is a move too (Chromium renders the page between popstate's listeners).
      await page.goBack();
      await expect(page.getByRole('heading', { name: 'Login', exact: true })).toBeFocused();
      await register.click();
      await page.getByRole('link', { name: 'Daftar sebagai merchant' }).click();
      await expect(page.getByRole('heading', { name: 'Registrasi Merchant' })).toBeFocused();
    });

    await test.step('a signed-out user at / is sent to /login quietly', async () => {
      await page.goto('/');
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      await expect(page.getByText(ACCESS_DENIED)).toHaveCount(0);
    });

    // On /login, where the step before was sent.
    await test.step('a wrong password shows the server message and keeps the typed values', async () => {
      await expect(page).toHaveTitle('Login - Dashboard');
      // One scan of the login page, with its error shown (the page as before, and its alert).
      await submitLogin(page, DEMO_ACCOUNTS.P, 'not-the-password');
      await expect(
        page.getByRole('alert').filter({ hasText: /^Email atau password salah\.$/ }),
      ).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveValue(DEMO_ACCOUNTS.P);
      await expect(page.getByLabel('Password')).toHaveValue('not-the-password');
      await expect(page).toHaveURL('/login');
      await axe('/login with an error');
    });

    await test.step('the button is disabled while the login is sent', async () => {
      // The answer is held until the disabled button has been seen: no race with a fast mock.
      let release: () => void = () => {};
      const answered = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/v1/partner_master/login', async (route) => {
        await answered;
        await route.continue();
      });
      await submitLogin(page, DEMO_ACCOUNTS.M, DEMO_PASSWORD);
      await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
      release();
      await expect(page).toHaveURL('/');
    });
  });
});

test.describe('signed in as admin', () => {
  test.use({ signedInAs: 'A' });

  // A guest's page is the same for every role (its guard asks only whether one is signed in;
  // every access for every role is src/app/guards/route-guard.test.tsx's): tried here before the
  // logout, in the same visit, not in a test of its own.
  test('a signed-in user who opens /login, /register or /merchant/register goes to /; logout clears the session and shows the login page; a stale token (401) at / ends the session and goes to /login once', async ({
    page,
  }) => {
    const context = page.context();
    // The signed-in cookies, whose attributes the stale token's step keeps.
    const cookies = await context.cookies();
    await test.step('a signed-in user who opens a guest page goes to /', async () => {
      for (const path of ['/login', '/register']) {
        await page.goto(path);
        await expect(page).toHaveURL('/');
        await expect(dashboardHeading(page)).toBeVisible();
      }
      await expect(page.getByText(ACCESS_DENIED)).toHaveCount(0);
      // The guest registration's form never shows.
      await page.goto('/merchant/register');
      await expect(page).toHaveURL('/');
      await expect(dashboardHeading(page)).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Nama usaha' })).toHaveCount(0);
    });

    // On the dashboard the step before was sent to.
    await test.step('logout', async () => {
      await expect(dashboardHeading(page)).toBeVisible();
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL('/login');
      expect(await page.context().cookies()).toEqual([]);
      await page.goto('/');
      await expect(page).toHaveURL('/login');
    });

    await test.step('a stale token', async () => {
      // The cookie keeps its attributes; only its token is one the mock does not know.
      await context.clearCookies();
      await context.addCookies(
        cookies.map((cookie) =>
          cookie.name === 'token' ? { ...cookie, value: STALE_TOKEN } : cookie,
        ),
      );
      const logins: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/login') {
          logins.push(frame.url());
        }
      });
      const refused = page.waitForResponse(
        (r) => r.url().startsWith(MOCK_URL) && r.status() === 401,
      );
      await page.goto('/');
      await refused;
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
      expect(await context.cookies()).toEqual([]);
      await expect(page.getByText(ACCESS_DENIED)).toHaveCount(0);
      expect(logins).toHaveLength(1);
    });
  });
});

// A role turned away from another area's screens: e2e/guards.spec.ts (every guarded route, a
// record's too) and src/app/guards/route-guard.test.tsx (every access for every role).
