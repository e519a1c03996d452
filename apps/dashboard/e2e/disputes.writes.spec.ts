import { expect, gotoAnswer, test } from './fixtures';

// Journeys that change data: they decide disputes. Like every test, each starts from the seed in
// its worker's own copy of the mock's data (e2e/fixtures.ts).

test.use({ signedInAs: 'A' });

test('admin reads an open dispute, takes it up, then settles it; the new status stays after reload', async ({
  page,
  axe,
}) => {
  const dispute = (await gotoAnswer(page, '/dispute?status=open', '/v1/adminpeppo/getalldispute'))
    .data[0];
  await page
    .getByRole('link', { name: `Detail ${dispute.project_name}` })
    .first()
    .click();
  await expect(page).toHaveURL(`/dispute/${dispute.id}`);
  await expect(page).toHaveTitle('Detail Dispute - Dashboard');
  const form = page.getByRole('form', { name: 'Keputusan sengketa' });
  await axe('/dispute/:id open');

  await form.getByRole('combobox', { name: /^Status/ }).selectOption({ label: 'Ditinjau' });
  await form.getByRole('button', { name: 'Simpan keputusan' }).click();
  await expect(page.getByText('Dispute berhasil disimpan.', { exact: true })).toBeVisible();
  await expect(page.getByText('Ditinjau', { exact: true }).first()).toBeVisible();

  await form.getByRole('combobox', { name: /^Status/ }).selectOption({ label: 'Selesai' });
  await form.getByRole('combobox', { name: /^Keputusan/ }).selectOption({
    label: 'Kembalikan dana ke klien',
  });
  await form.getByRole('textbox', { name: /^Catatan/ }).fill('Hasil tidak sesuai brief.');
  await form.getByRole('button', { name: 'Simpan keputusan' }).click();
  await expect(page.getByText('Sengketa ini sudah diputuskan.', { exact: true })).toBeVisible();
  await expect(form).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('Sengketa ini sudah diputuskan.', { exact: true })).toBeVisible();
  await expect(page.getByText('Kembalikan dana ke klien', { exact: true })).toBeVisible();
  await expect(page.getByText('Hasil tidak sesuai brief.', { exact: true })).toBeVisible();
  await axe('/dispute/:id decided');

  await page.getByRole('link', { name: 'Lihat chat sengketa' }).click();
  await expect(page).toHaveURL(`/dispute/chat/${dispute.id}`);
  const history = page.getByRole('region', { name: 'Riwayat chat' });
  await expect(history.getByRole('listitem').last()).toContainText('Hasil tidak sesuai brief.');
});
