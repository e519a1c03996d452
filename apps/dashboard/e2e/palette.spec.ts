import type { Locator, Page } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  dashboardHeading,
  expect,
  submitLogin,
  test,
} from './fixtures';
import { MOCK_URL } from './urls';

// The palette (docs/palette.md) for each role: opened by keyboard (or the top bar's button on a
// phone), a screen found by partial words, a record by part of its name, a kind that fails
// beside the others, Recent after a reload and after another account's sign-in, and the guard:
// nothing of another role is ever offered. Few tests, each a whole visit, to keep the suite short.

const TITLE = 'Cari layar atau data';

/**
 * Opens the role's dashboard and answers the first row of a list as the signed-in user of `page`
 * gets it from the mock, in its scope.
 */
async function homeWithFirstRow(
  page: Page,
  mockScope: string | null,
  path: string,
): Promise<{ id: number; name: string }> {
  await page.goto('/');
  await expect(dashboardHeading(page)).toBeVisible();
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  const response = await page.request.get(`${MOCK_URL}${path}`, {
    headers: {
      authorization: `Bearer ${token}`,
      ...(mockScope === null ? {} : { 'x-mock-scope': mockScope }),
    },
  });
  const row = (await response.json()).data[0];
  if (row === undefined) throw new Error(`${path} lists no row`);
  return row;
}

/** Makes one operation answer 500 in the test's data scope (apps/mock-server/README.md#rules). */
async function failOperation(page: Page, mockScope: string | null, operationId: string) {
  const response = await page.request.post(`${MOCK_URL}/__mock/rules`, {
    data: { operationId, status: 500 },
    headers: mockScope === null ? {} : { 'x-mock-scope': mockScope },
  });
  expect(response.ok()).toBe(true);
}

/** Opens the palette with Ctrl+K; its input has the focus. */
async function openByKeyboard(page: Page, keys = 'Control+k'): Promise<Locator> {
  await page.keyboard.press(keys);
  const input = page.getByRole('combobox', { name: TITLE });
  await expect(input).toBeFocused();
  return input;
}

const listbox = (page: Page) => page.getByRole('listbox', { name: TITLE });
const group = (page: Page, label: string) => listbox(page).getByRole('group', { name: label });

/** The labels of the groups the palette shows now. */
async function groupLabels(page: Page): Promise<string[]> {
  await expect(page.getByText('Mencari data…')).toHaveCount(0);
  const groups = listbox(page).getByRole('group');
  const labels: string[] = [];
  for (const one of await groups.all()) {
    const id = await one.getAttribute('aria-labelledby');
    labels.push((await page.locator(`[id="${id}"]`).textContent()) ?? '');
  }
  return labels;
}

test.describe('an admin', () => {
  test.use({ signedInAs: 'A' });

  test('opens screens and records by keyboard, sees a failing kind beside the others, keeps Recent over a reload', async ({
    page,
    mockScope,
    axe,
  }) => {
    const partner = await homeWithFirstRow(page, mockScope, '/v1/partner_master/getall');

    let input = await openByKeyboard(page);
    await input.fill('tam par');
    await expect(group(page, 'Layar').getByRole('option')).toHaveText(['Tambah Partner']);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/partner/add');
    await expect(page.getByRole('heading', { level: 1, name: 'Tambah Partner' })).toBeVisible();

    input = await openByKeyboard(page);
    const part = partner.name.split(' ')[0]?.slice(0, 4) ?? '';
    await input.fill(part);
    const option = group(page, 'Partner').getByRole('option', { name: partner.name });
    await expect(option).toBeVisible();
    // The guard: the merchant's vouchers and the partner's members are not an admin's.
    expect(await groupLabels(page)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(Voucher|Redeem|Member)$/)]),
    );
    await axe('the palette open with records');
    await page.screenshot({ path: test.info().outputPath('palette-1280.png') });
    await option.click();
    await expect(page).toHaveURL(`/partner/edit/${partner.id}`);

    await failOperation(page, mockScope, 'listDisputes');
    input = await openByKeyboard(page);
    // Another text: the palette keeps an answer for a while, and this one must be asked anew.
    await input.fill(part.slice(0, 3));
    await expect(page.getByText('Gagal mencari sengketa.', { exact: true })).toBeVisible();
    await expect(group(page, 'Partner').getByRole('option', { name: partner.name })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Ubah Partner' })).toBeVisible();
    await openByKeyboard(page);
    await expect(group(page, 'Terakhir dibuka').getByRole('option')).toHaveText([
      `${partner.name} Partner`,
      'Tambah Partner',
    ]);
  });
});

test.describe('a partner', () => {
  test.use({ signedInAs: 'P' });

  test("opens with /, finds a member among the partner's kinds only, and loses Recent when a merchant signs in", async ({
    page,
    mockScope,
  }) => {
    const member = await homeWithFirstRow(page, mockScope, '/v1/partner_master/getallmember');

    let input = await openByKeyboard(page, '/');
    await input.fill('wir');
    await expect(group(page, 'Layar').getByRole('option')).toHaveText(['Wirthdraw']);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/wirthdraw');

    input = await openByKeyboard(page);
    const part = member.name.split(' ')[0]?.slice(0, 4) ?? '';
    await input.fill(part);
    await expect(group(page, 'Member').getByRole('option', { name: member.name })).toBeVisible();
    // The guard: none of the admin's kinds.
    for (const label of await groupLabels(page)) {
      expect(['Layar', 'Member', 'Transaksi']).toContain(label);
    }
    await group(page, 'Member').getByRole('option', { name: member.name }).click();
    // Members have no page of their own: their list, filtered by the text.
    await expect(page).toHaveURL(`/member?search=${part}`);
    await expect(page.getByRole('table', { name: 'Daftar member' })).toContainText(member.name);

    await page.getByRole('button', { name: 'Logout' }).click();
    await submitLogin(page, DEMO_ACCOUNTS.M, DEMO_PASSWORD);
    await expect(dashboardHeading(page)).toBeVisible();
    await openByKeyboard(page);
    await expect(group(page, 'Terakhir dibuka')).toHaveCount(0);
    await expect(group(page, 'Layar').getByRole('option')).toHaveText([
      'Dashboard',
      'Profil',
      'Voucher',
      'Tambah Voucher',
    ]);
  });
});

test.describe('a merchant on a phone', () => {
  test.use({ signedInAs: 'M', viewport: { width: 390, height: 844 } });

  test("opens from the top bar's button and reaches a voucher's edit page", async ({
    page,
    mockScope,
    axe,
  }) => {
    const voucher = await homeWithFirstRow(page, mockScope, '/v1/merchant/getall_data');

    await page.getByRole('button', { name: 'Cari' }).click();
    const input = page.getByRole('combobox', { name: TITLE });
    await expect(input).toBeFocused();
    await input.fill('tam vou');
    await expect(group(page, 'Layar').getByRole('option')).toHaveText(['Tambah Voucher']);
    await input.fill(voucher.name.slice(0, 6));
    // Two vouchers may share a name; the first found is the list's first.
    const option = group(page, 'Voucher').getByRole('option', { name: voucher.name }).first();
    await expect(option).toBeVisible();
    expect(await groupLabels(page)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(Partner|User|Member|Sengketa)$/)]),
    );
    await axe('the palette open at 390 px');
    await page.screenshot({ path: test.info().outputPath('palette-390.png') });
    await option.click();
    await expect(page).toHaveURL(`/voucher/edit/${voucher.id}`);
  });
});

test.describe('an admin-partner', () => {
  test.use({ signedInAs: 'A,P' });

  test("opens with ⌘K and searches both roles' kinds", async ({ page }) => {
    await page.goto('/');
    await expect(dashboardHeading(page)).toBeVisible();
    const input = await openByKeyboard(page, 'Meta+k');
    await input.fill('mem');
    await expect(group(page, 'Layar').getByRole('option')).toHaveText(['Member']);
    await input.fill('tam par');
    await expect(group(page, 'Layar').getByRole('option')).toHaveText(['Tambah Partner']);
  });
});
