import type { Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';

// Journeys that change data: they add merchant registrations. Like every test, each starts from the
// seed in its worker's own copy of the mock's data (e2e/fixtures.ts).

const PHOTO = {
  name: 'toko.png',
  mimeType: 'image/png',
  buffer: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(56),
  ]),
};

/** Opens a place's searchable select once its list has loaded and picks its first choice. */
async function pickFirst(page: Page, name: string) {
  const input = page.getByRole('combobox', { name });
  await expect(input).toBeEnabled();
  await input.click();
  const first = page
    .getByRole('listbox', { name: `Pilih ${name.toLowerCase()}` })
    .getByRole('option')
    .first();
  const label = (await first.textContent()) ?? '';
  await first.click();
  await expect(input).toHaveValue(label);
}

async function fillRegistration(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Nama usaha' }).fill('Toko Sumber Rezeki E2E');
  await page.getByRole('textbox', { name: 'Nama pemilik' }).fill('Siti Rahayu');
  await page.getByRole('textbox', { name: 'No. HP' }).fill('081234567890');
  await page.getByLabel('Foto usaha').setInputFiles(PHOTO);
  await page.getByRole('textbox', { name: 'Alamat' }).fill('Jl. Tunjungan No. 12');
  await pickFirst(page, 'Provinsi');
  await pickFirst(page, 'Kota/kabupaten');
  await pickFirst(page, 'Kecamatan');
  await pickFirst(page, 'Kelurahan');
  await expect(page.getByRole('combobox', { name: 'Kode pos' })).toHaveValue(/^\d{5}$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill('rahasia123');
}

test.describe('guest', () => {
  test('registers a merchant from /register and is told what happens next', async ({
    page,
    axe,
  }) => {
    await page.goto('/register');
    await page.getByRole('link', { name: 'Daftar sebagai merchant' }).click();
    await expect(page).toHaveURL('/merchant/register');
    await expect(page).toHaveTitle('Registrasi Merchant - Dashboard');
    await expect(page.getByRole('heading', { name: 'Registrasi Merchant' })).toBeVisible();
    await axe('/merchant/register');

    await fillRegistration(page, 'tokobaru.e2e@contoh.test');
    const sent = page.waitForRequest((r) => r.url().includes('/v1/merchant/add'));
    await page.getByRole('button', { name: 'Daftar' }).click();
    expect((await sent).headers().authorization).toBeUndefined();
    await expect(page.getByRole('heading', { name: 'Pendaftaran terkirim' })).toBeVisible();
    await expect(page.getByText('tokobaru.e2e@contoh.test', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Setelah email terverifikasi, admin akan memeriksa pendaftaranmu.', {
        exact: true,
      }),
    ).toBeVisible();
    await axe('/merchant/register sent');

    // A reload keeps the notice; following the link again starts a new registration, and the
    // first one is kept: the e-mail is taken now, which the server says under the Email field.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Pendaftaran terkirim' })).toBeVisible();
    await expect(page.getByText('tokobaru.e2e@contoh.test', { exact: true })).toBeVisible();
    await visit(page, '/register');
    await page.getByRole('link', { name: 'Daftar sebagai merchant' }).click();
    await fillRegistration(page, 'tokobaru.e2e@contoh.test');
    await page.getByRole('button', { name: 'Daftar' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Email sudah terdaftar.',
    );
    await expect(page.getByText('Email sudah terdaftar.')).toHaveCount(1);
  });
});

// A signed-in user sent home from the guest registration: e2e/auth.spec.ts, signed in as admin.
