import { dashboardHeading, expect, test } from './fixtures';

test('an unknown page shows 404 with a Home link; /register leads to the merchant registration', async ({
  page,
  axe,
}) => {
  // A path the product does not have (docs/product.md#routes-and-access).
  await page.goto('/halaman-tidak-ada');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await expect(page.getByText('This page could not be found', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('404 Not Found - Dashboard');
  await axe('404');
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/login');

  // Signed out too: /register.
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Registrasi' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Daftar sebagai merchant' })).toHaveAttribute(
    'href',
    '/merchant/register',
  );
  await axe('/register');
});

test.describe('partner', () => {
  test.use({ signedInAs: 'P' });

  test('dark mode survives a reload without a light flash', async ({ page, axe }) => {
    await page.goto('/');
    await expect(dashboardHeading(page)).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Mode gelap' });
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await axe('/ in dark mode');
    // The class must be there before any script of the app runs: check the first paint's HTML.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.unroute('**/assets/*.js');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Mode gelap' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Mode gelap' }).click();
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });
});

test.describe('admin', () => {
  test.use({ signedInAs: 'A' });

  test('the drawer collapses on a narrow screen and closes with Escape', async ({ page, axe }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/');
    await expect(dashboardHeading(page)).toBeVisible();
    const menuButton = page.getByRole('button', { name: 'Buka menu' });
    await expect(page.getByRole('navigation', { name: 'Menu utama' })).toHaveCount(0);
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(325);
    await axe('drawer open');
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  });
});

test.describe('merchant', () => {
  test.use({ signedInAs: 'M' });

  test('the desktop shell measures as docs/product.md#layouts-and-menus says', async ({ page }) => {
    await page.goto('/');
    await expect(dashboardHeading(page)).toBeVisible();
    const drawer = page.locator('aside');
    expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(325);
    const bar = page.getByRole('banner');
    expect(Math.round((await bar.boundingBox())?.height ?? 0)).toBe(75);
    await expect(page.getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/edit');
  });
});
