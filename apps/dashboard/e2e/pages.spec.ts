import { expect, test } from './fixtures';

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
