import type { Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';

// Journeys that change data: they add and change partner accounts. Like every test, each starts
// from the seed in its worker's own copy of the mock's data (e2e/fixtures.ts).

const NEW_PARTNER = {
  name: 'Dewi Lestari E2E',
  email: 'dewi.e2e@backoffice.test',
  phone: '081298765432',
  password: 'password123',
  address: 'Jl. Sudirman Kav. 52, Jakarta Selatan',
};

async function fillNewPartner(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Nama' }).fill(NEW_PARTNER.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'No. HP' }).fill(NEW_PARTNER.phone);
  await page.getByLabel('Password').fill(NEW_PARTNER.password);
  await page.getByRole('textbox', { name: 'Alamat' }).fill(NEW_PARTNER.address);
}

const table = (page: Page) => page.getByRole('table', { name: 'Daftar partner' });
/** The table's data rows (not its header or footer). */
const dataRows = (page: Page) => table(page).locator('[data-slot="data-table-row"]');

for (const role of ['A', 'A,P'] as const) {
  test.describe(`admin (${role})`, () => {
    test.use({ signedInAs: role });

    // Two tests, a step per check (each test well inside its time on a loaded machine). The
    // unknown id first: its way back leads to the list as the user last left it. The first as
    // the admin only: the partner screens read no role, and the admin-and-partner opens the
    // list, the form and a record in the second.
    if (role === 'A')
      test('an unknown id shows the not-found text; the list keeps its search and status over reload and Back', async ({
        page,
        axe,
      }) => {
        await test.step('an unknown partner id shows the not-found text with a way back', async () => {
          // The first from its address, the other as the app's links open a page.
          for (const path of ['/partner/edit/999999', '/partner/edit/abc']) {
            await visit(page, path);
            await expect(
              page.getByRole('heading', { name: 'Akun partner tidak ditemukan' }),
            ).toHaveText('Akun partner tidak ditemukan');
          }
          await axe('/partner/edit without a partner');
          await page.getByRole('link', { name: 'Kembali ke daftar partner' }).click();
          await expect(page).toHaveURL('/partner');
        });

        await test.step('lists the partners; search and status stay in the URL over reload and Back', async () => {
          // The dashboard as the app's links reach it: the check is the menu's link to the list.
          await visit(page, '/');
          await page.getByRole('link', { name: 'Partner', exact: true }).click();
          await expect(page).toHaveURL('/partner');
          await expect(page).toHaveTitle('Partner - Dashboard');
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner');
          await expect(table(page).getByRole('columnheader')).toHaveText([
            'No',
            'Nama',
            'Role',
            'Kode Referral',
            'Member',
            'Status',
            'Aksi',
          ]);
          await expect(page.getByText(/^Menampilkan \d+ dari \d+ data$/)).toBeVisible();
          await axe('/partner');

          await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Aktif' });
          await expect(page).toHaveURL('/partner?rowstatus=1');
          await page
            .getByRole('searchbox', { name: 'Cari partner' })
            .fill('partner@backoffice.test');
          await expect(page).toHaveURL('/partner?rowstatus=1&search=partner%40backoffice.test');
          // partner@… and adminpartner@… both match.
          await expect(dataRows(page)).toHaveCount(2);
          await expect(dataRows(page).filter({ hasText: 'Budi Santoso' })).toHaveCount(1);

          await page.reload();
          await expect(page.getByRole('searchbox', { name: 'Cari partner' })).toHaveValue(
            'partner@backoffice.test',
          );
          await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('1');
          await expect(dataRows(page)).toHaveCount(2);

          await page.goBack();
          await expect(page).toHaveURL('/partner');
          await expect(page.getByRole('searchbox', { name: 'Cari partner' })).toHaveValue('');
        });
      });

    // The new partner's e-mail matches no search of the edit after it. The admin-and-partner
    // creates and edits as the admin does; the server's answer to a taken e-mail and axe's scans
    // of these screens, the same for both (the partner screens read no role), are the admin's.
    const admin = role === 'A';
    test(`${admin ? 'a taken e-mail is named under its field; ' : ''}a new partner, then an edit, kept after a reload`, async ({
      page,
      axe,
    }) => {
      await test.step(`${admin ? 'a taken e-mail is named under its field; ' : ''}creates a partner and finds it in the list after a reload`, async () => {
        await page.goto('/partner');
        await page.getByRole('link', { name: 'Tambah partner' }).click();
        await expect(page).toHaveURL('/partner/add');
        await expect(page).toHaveTitle('Tambah Partner - Dashboard');
        await expect(page.getByRole('heading', { name: 'Data partner', level: 2 })).toBeVisible();
        if (admin) {
          await axe('/partner/add');
          // An e-mail already registered shows under the e-mail field; the form keeps its values.
          await fillNewPartner(page, 'partner@backoffice.test');
          await page.getByRole('button', { name: 'Simpan' }).click();
          const email = page.getByRole('textbox', { name: 'Email' });
          await expect(email).toHaveAccessibleDescription('Email sudah terdaftar.');
          await expect(page.getByText('Email sudah terdaftar.', { exact: true })).toHaveCount(1);
          await expect(page.getByRole('textbox', { name: 'Nama' })).toHaveValue(NEW_PARTNER.name);
          await expect(page).toHaveURL('/partner/add');
          await axe('/partner/add with a taken e-mail');
          await email.fill(NEW_PARTNER.email);
        } else {
          await fillNewPartner(page, NEW_PARTNER.email);
        }
        await page.getByRole('button', { name: 'Simpan' }).click();
        await expect(page.getByText('Partner berhasil dibuat.', { exact: true })).toBeVisible();
        await expect(page).toHaveURL('/partner');

        await page.reload();
        await page.getByRole('searchbox', { name: 'Cari partner' }).fill(NEW_PARTNER.email);
        await expect(page).toHaveURL(`/partner?search=${encodeURIComponent(NEW_PARTNER.email)}`);
        await expect(dataRows(page)).toHaveCount(1);
        await expect(dataRows(page)).toContainText(NEW_PARTNER.name);
        await expect(dataRows(page)).toContainText('Belum ada kode');
        await expect(dataRows(page)).toContainText('Aktif');
      });

      await test.step('edits a partner from its row; kept after a reload', async () => {
        // Found in the list as the step before left it, by another search.
        await page.getByRole('searchbox', { name: 'Cari partner' }).fill('partner@backoffice.test');
        await expect(page).toHaveURL('/partner?search=partner%40backoffice.test');
        await dataRows(page).getByRole('link', { name: 'Ubah Budi Santoso' }).click();
        await expect(page).toHaveURL(/\/partner\/edit\/\d+$/);
        await expect(page).toHaveTitle('Ubah Partner - Dashboard');
        const name = page.getByRole('textbox', { name: 'Nama' });
        await expect(name).toHaveValue('Budi Santoso');
        if (admin) await axe('/partner/edit/:id');
        const editUrl = page.url();
        await name.fill('Budi Santoso Diubah');
        await page.getByRole('textbox', { name: 'No. HP' }).fill('081311112222');
        await page.getByRole('button', { name: 'Simpan' }).click();
        await expect(page.getByText('Partner berhasil diubah.', { exact: true })).toBeVisible();
        // Back to the list as it was left: with its search.
        await expect(page).toHaveURL('/partner?search=partner%40backoffice.test');
        await expect(dataRows(page).filter({ hasText: 'Budi Santoso Diubah' })).toHaveCount(1);

        // A load of its own, as after a reload.
        await page.goto(editUrl);
        await expect(name).toHaveValue('Budi Santoso Diubah');
        await expect(page.getByRole('textbox', { name: 'No. HP' })).toHaveValue('081311112222');
      });
    });
  });
}
