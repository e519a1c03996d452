import { expect, gotoAnswer, rupiah, stat, test } from './fixtures';

// Journeys that change data: they change the demo partners' withdrawals and bank accounts. Like
// every test, each starts from the seed in its worker's own copy of the mock's data
// (e2e/fixtures.ts).

test.use({ signedInAs: 'P' });

const isList = (url: string) => url.includes('/v1/partner_master/getwithdrawal');

test('partner sees the balance and the withdrawals, withdraws, and finds it after a reload', async ({
  page,
  axe,
}) => {
  const answer = await gotoAnswer(page, '/wirthdraw', isList);
  await expect(page).toHaveTitle('Wirthdraw - Dashboard');
  await expect(stat(page, 'Saldo tersedia')).toHaveText(rupiah(answer.balance));
  const table = page.getByRole('table', { name: 'Riwayat penarikan' });
  await expect(table.getByRole('row')).toHaveCount(16);
  await expect(page.getByText(`Menampilkan 15 dari ${answer.meta.totaldata} data`)).toBeVisible();
  await axe('/wirthdraw (partner)');

  // More than the balance: refused under the field, nothing sent.
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/v1/partner_master/withdrawal')) sent += 1;
  });
  const amount = page.getByRole('textbox', { name: /Jumlah penarikan/ });
  await amount.fill(String(answer.balance + 1000));
  await page.getByRole('button', { name: 'Tarik saldo' }).click();
  const tooMuch = `Saldo tidak mencukupi. Saldo tersedia ${rupiah(answer.balance)}.`;
  await expect(amount).toHaveAccessibleDescription(tooMuch);
  await expect(page.getByText(tooMuch, { exact: true })).toBeVisible();
  expect(sent).toBe(0);

  await amount.fill('125000');
  await page.getByRole('textbox', { name: 'Catatan' }).fill('Penarikan e2e');
  await page.getByRole('button', { name: 'Tarik saldo' }).click();
  await expect(
    page.getByText('Permintaan penarikan berhasil dikirim.', { exact: true }),
  ).toBeVisible();
  expect(sent).toBe(1);
  const after = rupiah(answer.balance - 125_000);
  await expect(stat(page, 'Saldo tersedia')).toHaveText(after);

  await page.reload();
  await expect(stat(page, 'Saldo tersedia')).toHaveText(after);
  const first = table.getByRole('row').nth(1);
  await expect(first.getByRole('cell')).toHaveText([
    '1',
    /.+/,
    'Rp 125.000',
    'Bank Central Asia1234567890',
    'Penarikan e2e',
    'Diproses',
  ]);
});

test('the withdraw card and the bank card end on one line at 1280 px; partner changes the bank account, found by searching, kept on reload', async ({
  page,
  axe,
}) => {
  await test.step('the withdraw card and the bank card end on one line at 1280 px', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/wirthdraw');
    const withdraw = page.locator('[data-slot="card"]').filter({
      has: page.getByText('Tarik saldo', { exact: true }),
    });
    const bank = page.locator('#rekening-bank');
    await expect(withdraw).toBeVisible();
    await expect(bank).toBeVisible();
    const [left, right] = await Promise.all([withdraw.boundingBox(), bank.boundingBox()]);
    if (left === null || right === null) throw new Error('a card is not on screen');
    expect(right.x, 'side by side').toBeGreaterThan(left.x + left.width);
    expect(Math.abs(left.y + left.height - (right.y + right.height))).toBeLessThan(1);
  });

  await page.getByRole('button', { name: 'Ubah rekening' }).click();
  await page.getByRole('combobox', { name: /^Bank/ }).fill('niaga');
  await page.getByRole('option', { name: 'CIMB Niaga' }).click();
  await page.getByRole('textbox', { name: /Nomor rekening/ }).fill('800123456789');
  await page.getByRole('textbox', { name: /Nama pemilik rekening/ }).fill('Budi S');
  await axe('/wirthdraw bank form');
  await page.getByRole('button', { name: 'Simpan rekening' }).click();
  await expect(page.getByText('Rekening bank berhasil disimpan.', { exact: true })).toBeVisible();
  const bank = page.locator('#rekening-bank');
  await expect(bank.locator('dd')).toHaveText(['CIMB Niaga', '800123456789', 'Budi S']);

  await page.reload();
  await expect(bank.locator('dd')).toHaveText(['CIMB Niaga', '800123456789', 'Budi S']);
});

test.describe('signed in as admin and partner', () => {
  test.use({ signedInAs: 'A,P' });

  test('an admin-partner opens /wirthdraw and withdraws', async ({ page }) => {
    const answer = await gotoAnswer(page, '/wirthdraw', isList);
    await expect(stat(page, 'Saldo tersedia')).toHaveText(rupiah(answer.balance));
    await page.getByRole('textbox', { name: /Jumlah penarikan/ }).fill('10000');
    await page.getByRole('button', { name: 'Tarik saldo' }).click();
    await expect(
      page.getByText('Permintaan penarikan berhasil dikirim.', { exact: true }),
    ).toBeVisible();
    await page.reload();
    await expect(stat(page, 'Saldo tersedia')).toHaveText(rupiah(answer.balance - 10_000));
  });
});
