import type { Page } from '@playwright/test';
import { ACCESS_DENIED, type DemoRole, expect, test, visit } from './fixtures';

// Journeys that change data: they change the demo accounts' own records (names, photos). Like every
// test, each starts from the seed in its worker's own copy of the mock's data (e2e/fixtures.ts).

/** A real 1×1 PNG, so the browser can show what was uploaded. */
const PHOTO = {
  name: 'saya.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
};

const profileForm = (page: Page) => page.getByRole('form', { name: 'Data profil' });
const topBarPhoto = (page: Page) => page.getByRole('banner').getByRole('img', { name: 'Profil' });

async function photoCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  const value = cookies.find((cookie) => cookie.name === 'uPhoto')?.value;
  return value === undefined ? undefined : decodeURIComponent(value);
}

const NAMES: Record<Exclude<DemoRole, 'M'>, string> = {
  A: 'Rina Wulandari',
  P: 'Budi Santoso',
  'A,P': 'Andi Wijaya',
};

type Axe = (label?: string) => Promise<void>;

/**
 * The top bar photo leads to /edit; details and photo saved, kept after a reload. From the screen
 * the step before left in the shell: the check is the top bar's link, not a load of a page.
 */
async function editOwnProfile(page: Page, axe: Axe, role: Exclude<DemoRole, 'M'>) {
  await page.getByRole('link', { name: 'Profil' }).click();
  await expect(page).toHaveURL('/edit');
  await expect(page).toHaveTitle('Profil - Dashboard');
  const form = profileForm(page);
  await expect(form.getByRole('textbox', { name: 'Nama' })).toHaveValue(NAMES[role]);
  await expect(page.getByText('Rekening bank', { exact: true })).toHaveCount(role === 'A' ? 0 : 1);
  // The admin-and-partner's form is the partner's (a bank account too): scanned as the partner's.
  if (role !== 'A,P') await axe(`/edit (${role})`);

  const before = await photoCookie(page);
  await form.getByRole('textbox', { name: 'Nama' }).fill(`${NAMES[role]} E2E`);
  await form.getByLabel('Foto').setInputFiles(PHOTO);
  await expect(form.getByRole('img', { name: 'Foto profil' })).toHaveAttribute('src', /^blob:/);
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Profil berhasil diubah.', { exact: true })).toBeVisible();

  const after = await photoCookie(page);
  expect(after).toMatch(/\/uploads\/profile\//);
  expect(after).not.toBe(before);
  await expect(topBarPhoto(page)).toHaveAttribute('src', after ?? '');
  await expect(topBarPhoto(page)).not.toHaveAttribute('data-fallback');

  await page.reload();
  await expect(profileForm(page).getByRole('textbox', { name: 'Nama' })).toHaveValue(
    `${NAMES[role]} E2E`,
  );
  await expect(topBarPhoto(page)).toHaveAttribute('src', after ?? '');
}

/** /partner/edit edits the signed-in partner’s own record (its name as the seed has it). */
async function editOwnPartnerRecord(page: Page, axe: Axe, role: 'P' | 'A,P') {
  await visit(page, '/partner/edit');
  await expect(page).toHaveTitle('Ubah Partner - Dashboard');
  const form = page.getByRole('form', { name: 'Data partner' });
  await expect(form.getByRole('textbox', { name: 'Nama' })).toHaveValue(NAMES[role]);
  // The same form for both roles (the partner screens read no role): scanned as the partner's.
  if (role === 'P') await axe(`/partner/edit (${role})`);
  await form.getByRole('textbox', { name: 'Alamat' }).fill('Jl. Braga No. 15, Bandung');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Profil berhasil diubah.', { exact: true })).toBeVisible();
  await page.reload();
  await expect(form.getByRole('textbox', { name: 'Alamat' })).toHaveValue(
    'Jl. Braga No. 15, Bandung',
  );
}

/** A role without a partner record may not open /partner/edit. */
async function mayNotOpenPartnerRecord(page: Page) {
  await page.goto('/partner/edit');
  await expect(page.getByText(ACCESS_DENIED, { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('form', { name: 'Data partner' })).toHaveCount(0);
}

// One test per role, one step per check: the steps that read the seed's names and photo come
// before the steps that change them.

test.describe('own profile (A)', () => {
  test.use({ signedInAs: 'A' });

  test('may not open /partner/edit; the top bar photo leads to /edit; details and photo saved, kept after a reload', async ({
    page,
    axe,
  }) => {
    await test.step('no partner record', () => mayNotOpenPartnerRecord(page));
    await test.step('own profile', () => editOwnProfile(page, axe, 'A'));
  });
});

test.describe('own profile (A,P)', () => {
  test.use({ signedInAs: 'A,P' });

  test('/partner/edit edits the own partner record; the top bar photo leads to /edit; details and photo saved, kept after a reload', async ({
    page,
    axe,
  }) => {
    await test.step('own partner record', () => editOwnPartnerRecord(page, axe, 'A,P'));
    await test.step('own profile', () => editOwnProfile(page, axe, 'A,P'));
  });
});

test.describe('own profile (P)', () => {
  test.use({ signedInAs: 'P' });

  test('a broken photo shows the default avatar; /partner/edit edits the own record; the profile is saved with its photo; a wrong old password is named, the right one changes it', async ({
    page,
    axe,
  }) => {
    await test.step('a photo that fails to load shows the default avatar', async () => {
      const broken = '**/uploads/**';
      await page.route(broken, (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto('/edit');
      await expect(topBarPhoto(page)).toHaveAttribute('data-fallback', 'true');
      await expect(profileForm(page).getByRole('textbox', { name: 'Nama' })).toHaveValue(
        'Budi Santoso',
      );
      await page.unroute(broken);
    });

    await test.step('own partner record', () => editOwnPartnerRecord(page, axe, 'P'));
    await test.step('own profile', () => editOwnProfile(page, axe, 'P'));

    // On /edit, as the profile's step left it after its reload.
    await test.step('a wrong old password is named under its field; the right one changes it with the server’s message', async () => {
      await expect(page).toHaveURL('/edit');
      const form = page.getByRole('form', { name: 'Ubah password' });
      await form.getByLabel('Password lama').fill('salah-sekali');
      await form.getByLabel('Password baru').fill('rahasiaBaru2026');
      await form.getByLabel('Konfirmasi password').fill('rahasiaBaru2026');
      await form.getByRole('button', { name: 'Ubah password' }).click();
      await expect(form.getByLabel('Password lama')).toHaveAccessibleDescription(
        'Password lama salah.',
      );
      await form.getByLabel('Password lama').fill('password123');
      await form.getByRole('button', { name: 'Ubah password' }).click();
      await expect(page.getByText('Password berhasil diubah.', { exact: true })).toBeVisible();
      await expect(form.getByLabel('Password lama')).toHaveValue('');
    });
  });
});

test.describe('own profile (M)', () => {
  test.use({ signedInAs: 'M' });

  test('may not open /partner/edit; the top bar photo leads to the merchant’s record; saved with its photo, kept after a reload', async ({
    page,
    axe,
  }) => {
    await test.step('no partner record', () => mayNotOpenPartnerRecord(page));
    // From the dashboard the guard led to.
    await page.getByRole('link', { name: 'Profil' }).click();
    await expect(page).toHaveURL('/edit');
    const form = page.getByRole('form', { name: 'Data merchant' });
    await expect(form.getByRole('textbox', { name: 'Nama usaha' })).not.toHaveValue('');
    await expect(form.getByRole('combobox', { name: 'Kelurahan' })).not.toHaveValue('');
    await axe('/edit (M)');

    const before = await photoCookie(page);
    await form.getByRole('textbox', { name: 'Deskripsi' }).fill('Kopi dan roti bakar E2E.');
    await form.getByLabel('Foto').setInputFiles(PHOTO);
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Profil berhasil diubah.', { exact: true })).toBeVisible();
    const after = await photoCookie(page);
    expect(after).not.toBe(before);
    await expect(topBarPhoto(page)).toHaveAttribute('src', after ?? '');

    await page.reload();
    await expect(
      page.getByRole('form', { name: 'Data merchant' }).getByRole('textbox', { name: 'Deskripsi' }),
    ).toHaveValue('Kopi dan roti bakar E2E.');
    await expect(topBarPhoto(page)).toHaveAttribute('src', after ?? '');

    const password = page.getByRole('form', { name: 'Ubah password' });
    await password.getByLabel('Password lama').fill('salah-sekali');
    await password.getByLabel('Password baru').fill('kopiBraga2026');
    await password.getByLabel('Konfirmasi password').fill('kopiBraga2026');
    await password.getByRole('button', { name: 'Ubah password' }).click();
    await expect(password.getByLabel('Password lama')).toHaveAccessibleDescription(
      'Password lama salah.',
    );
    await password.getByLabel('Password lama').fill('password123');
    await password.getByRole('button', { name: 'Ubah password' }).click();
    await expect(page.getByText('Password berhasil diubah.', { exact: true })).toBeVisible();
  });
});
