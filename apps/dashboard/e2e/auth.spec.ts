import {
  ACCESS_DENIED,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type DemoRole,
  expect,
  MENU_LINKS,
  menuLinks,
  resetMock,
  submitLogin,
  test,
} from './fixtures';

const ROLES: DemoRole[] = ['A', 'P', 'M', 'A,P'];

test.describe('signing in', () => {
  for (const role of ROLES) {
    test(`${DEMO_ACCOUNTS[role]} signs in and sees exactly the ${role} menu`, async ({
      page,
      login,
      axe,
    }) => {
      await login(role);
      await expect(page).toHaveTitle('Dashboard - Dashboard');
      expect(await menuLinks(page)).toEqual(MENU_LINKS[role]);
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
      await axe(`/ as ${role}`);
    });
  }

  test('a wrong password shows the server message and keeps the typed values', async ({
    page,
    axe,
  }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Login - Dashboard');
    await axe('/login');
    await submitLogin(page, DEMO_ACCOUNTS.P, 'not-the-password');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Email atau password salah.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(DEMO_ACCOUNTS.P);
    await expect(page.getByLabel('Password')).toHaveValue('not-the-password');
    await expect(page).toHaveURL('/login');
    await axe('/login with an error');
  });

  test('the button is disabled while the login is sent', async ({ page }) => {
    await page.route('**/v1/partner_master/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto('/login');
    await submitLogin(page, DEMO_ACCOUNTS.M, DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
    await expect(page).toHaveURL('/');
  });

  test('logout clears the session and shows the login page', async ({ page, login }) => {
    await login('A');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    expect(await page.context().cookies()).toEqual([]);
    await page.goto('/');
    await expect(page).toHaveURL('/login');
  });
});

test.describe('guards', () => {
  test('a signed-out user at / is sent to /login with the access message', async ({
    page,
    axe,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/login');
    await expect(page.getByText(ACCESS_DENIED)).toBeVisible();
    await axe('/login with the access toast');
  });

  test('a signed-in user who opens /login or /register goes to /', async ({ page, login }) => {
    await login('P');
    await page.goto('/login');
    await expect(page).toHaveURL('/');
    await page.goto('/register');
    await expect(page).toHaveURL('/');
    await expect(page.getByText(ACCESS_DENIED)).toHaveCount(0);
  });

  test('a stale token (401) at / ends the session and goes to /login once', async ({
    page,
    login,
  }) => {
    await login('A');
    // The mock forgets every session: the token in the cookie no longer works.
    await resetMock();
    const logins: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/login') {
        logins.push(frame.url());
      }
    });
    await page.goto('/');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(await page.context().cookies()).toEqual([]);
    await expect(page.getByText(ACCESS_DENIED)).toHaveCount(0);
    expect(logins).toHaveLength(1);
  });
});
