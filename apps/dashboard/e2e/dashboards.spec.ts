import type { Locator, Page } from '@playwright/test';
import { lastDays, todayInJakarta } from '../src/features/admin-dashboard/lib/period';
import { expect, test } from './fixtures';

const rupiah = (value: number) => `Rp ${new Intl.NumberFormat('id-ID').format(value)}`;
const count = (value: number) => new Intl.NumberFormat('id-ID').format(value);

/** The value cell of the Stat card with this label. */
function stat(page: Page, label: string): Locator {
  return page
    .locator('[data-slot="stat"]')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('[data-slot="stat-value"]');
}

test.describe('dashboard at /', () => {
  test('partner toggles a referral code and creates one', async ({ page, login, axe }) => {
    const dashboard = page.waitForResponse((r) =>
      r.url().endsWith('/v1/partner_master/getalldata'),
    );
    await login('P');
    const { data } = await (await dashboard).json();
    await expect(page).toHaveTitle('Dashboard - Dashboard');
    await expect(stat(page, 'Pendapatan')).toHaveText(
      rupiah(Number(String(data.info.tot_transaction).replace(/,/g, ''))),
    );
    await expect(stat(page, 'Member')).toHaveText(count(data.info.tot_member));
    const table = page.getByRole('table', { name: 'Daftar kode referral' });
    await expect(table.getByRole('row')).toHaveCount(data.referrals.length + 1);
    await axe('/ (partner)');

    const toggle = table.getByRole('switch', { name: 'Status BANDUNGHEMAT' });
    await expect(toggle).not.toBeChecked();
    const put = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().includes('/v1/partner/activedeactive/'),
    );
    await toggle.click();
    expect((await put).postDataJSON()).toEqual({ rowstatus: 1 });
    await expect(page.getByText('Status Referral berhasil diubah.')).toBeVisible();
    await expect(toggle).toBeChecked();
    await page.reload();
    await expect(table.getByRole('switch', { name: 'Status BANDUNGHEMAT' })).toBeChecked();

    await page.getByRole('button', { name: 'Buat Kode Referral' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buat Kode Referral' });
    const input = dialog.getByLabel('Kode Referral');
    await input.fill('BUDI2026');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    // One message, under the field: no prefix, no toast repeating it.
    await expect(dialog.getByRole('alert')).toHaveText('Kode referral sudah digunakan.');
    await expect(input).toHaveAccessibleDescription('Kode referral sudah digunakan.');
    await expect(page.getByText('Kode referral sudah digunakan.')).toHaveCount(1);
    await expect(input).toHaveValue('BUDI2026');
    await axe('/ create referral dialog with an error');

    await input.fill('e2ehemat');
    await expect(input).toHaveValue('E2EHEMAT');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Code Referral berhasil dibuat.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('switch', { name: 'Status E2EHEMAT' })).toBeChecked();
    await expect(table.getByText('http://127.0.0.1:4010/r/E2EHEMAT')).toBeVisible();
  });

  test('admin changes the period and sees its figures, kept on reload', async ({
    page,
    login,
    axe,
  }) => {
    // Without a period in the URL the API answers its default one (the 30 days ending on the
    // server's today, which is the mock's clock, not this machine's): the inputs show it.
    const defaultAnswer = page.waitForResponse((r) => r.url().endsWith('/v1/admindata/dashboard'));
    await login('A');
    const { data: defaults } = await (await defaultAnswer).json();
    await expect(page.getByRole('heading', { name: 'Dashboard Admin' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Pendapatan harian / })).toBeVisible();
    await expect(page.getByLabel('Tanggal mulai')).toHaveValue(defaults.start_date);
    await expect(page.getByLabel('Tanggal akhir')).toHaveValue(defaults.end_date);
    await axe('/ (admin)');

    const period = lastDays(7, todayInJakarta());
    const answer = page.waitForResponse(
      (r) =>
        r.url().includes('/v1/admindata/dashboard?') &&
        r.url().includes(`start_date=${period.start_date}`),
    );
    await page.getByLabel('Tanggal mulai').fill(period.start_date);
    await page.getByLabel('Tanggal akhir').fill(period.end_date);
    await page.getByRole('button', { name: 'Terapkan' }).click();
    const { data } = await (await answer).json();
    await expect(page).toHaveURL(`/?start_date=${period.start_date}&end_date=${period.end_date}`);
    await expect(stat(page, 'Pendapatan')).toHaveText(rupiah(data.totals.revenue));
    await expect(stat(page, 'Transaksi')).toHaveText(count(data.totals.transactions));
    await expect(page.locator('svg[role="img"] rect[data-date]')).toHaveCount(7);

    await page.reload();
    await expect(page.getByLabel('Tanggal mulai')).toHaveValue(period.start_date);
    await expect(stat(page, 'Pendapatan')).toHaveText(rupiah(data.totals.revenue));

    await page.getByLabel('Tanggal mulai').fill(period.end_date);
    await page.getByLabel('Tanggal akhir').fill(period.start_date);
    await page.getByRole('button', { name: 'Terapkan' }).click();
    await expect(page.getByText('Tanggal mulai tidak boleh setelah tanggal akhir.')).toBeVisible();
    await expect(page).toHaveURL(`/?start_date=${period.start_date}&end_date=${period.end_date}`);
  });

  test('merchant sees their redeem counts and the way to their vouchers', async ({
    page,
    login,
    axe,
  }) => {
    const counts = page.waitForResponse((r) => r.url().endsWith('/v1/merchant/count_redeem'));
    await login('M');
    const { data } = await (await counts).json();
    await expect(page.getByRole('heading', { name: 'Dashboard Merchant' })).toBeVisible();
    await expect(stat(page, 'Total Redeem')).toHaveText(count(data.total));
    await expect(stat(page, 'Menunggu')).toHaveText(count(data.pending));
    await expect(stat(page, 'Diterima')).toHaveText(count(data.accepted));
    await expect(stat(page, 'Ditolak')).toHaveText(count(data.rejected));
    await expect(page.getByRole('link', { name: 'Kelola Voucher' })).toHaveAttribute(
      'href',
      '/voucher',
    );
    await axe('/ (merchant)');
  });

  test('admin-and-partner sees the referral dashboard', async ({ page, login, axe }) => {
    await login('A,P');
    const table = page.getByRole('table', { name: 'Daftar kode referral' });
    await expect(table.getByRole('switch', { name: 'Status ANDIWIJAYA' })).toBeVisible();
    await axe('/ (admin-and-partner)');
  });

  for (const role of ['P', 'A', 'M'] as const) {
    test(`the ${role} dashboard passes axe in dark mode`, async ({ page, login, axe }) => {
      await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      await login(role);
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expect(page.locator('[data-slot="stat"][aria-busy="true"]')).toHaveCount(0);
      await axe(`/ (${role}, dark)`);
    });
  }
});
