import { expect, gotoAnswer, rupiah, test } from './fixtures';

// Read-only: the partner's members and transactions; no spec changes them.

type MemberRow = { name: string; email: string; partner_code: string };
type TransactionRow = {
  no: number;
  nama: string;
  pekerjaan: string;
  harga: number;
  commision: number;
  tanggal: string;
  statussaldo: 'pending' | 'credited' | 'withdrawn';
  status: 'pending' | 'paid' | 'completed' | 'cancelled';
};
type Page<Row> = { data: Row[]; meta: { totaldata: number } };

const BALANCE = {
  pending: 'Belum masuk saldo',
  credited: 'Masuk saldo',
  withdrawn: 'Sudah ditarik',
};
const STATUS = {
  pending: 'Menunggu',
  paid: 'Dibayar',
  completed: 'Selesai',
  cancelled: 'Dibatalkan',
};

/**
 * What a user reads in the cells of a transaction's row, its moment as written in `shown`: the
 * seed's moments are fixed (the mock's SEED_NOW, not today), so each journey writes its row's out.
 */
const cellsOf = (row: TransactionRow, shown: { tanggal: string; cell: string }) => {
  expect(row.tanggal, "the seed moved: write out the new first row's moment").toBe(shown.tanggal);
  return [
    String(row.no),
    `${row.pekerjaan}${row.nama}`,
    rupiah(row.harga),
    `${rupiah(row.commision)}${BALANCE[row.statussaldo]}`,
    shown.cell,
    STATUS[row.status],
  ];
};

// The partner's journeys: paging, search, filter, reload and Back on each list, and axe's scans.
// The two screens read no role, so these hold for the admin-and-partner too, whose journey below
// reads its own rows on each (src/features/members/member-page.test.tsx and
// partner-transactions/transaction-page.test.tsx render both pages for both roles).
test.describe('signed in as P', () => {
  test.use({ signedInAs: 'P' });

  test('reads its members; page and search in the URL, kept on reload and Back', async ({
    page,
    axe,
  }) => {
    const { data, meta } = (await gotoAnswer(page, '/member', '/getallmember?')) as Page<MemberRow>;
    const first = data[0];
    if (!first || meta.totaldata <= 15) throw new Error('the seed needs more than 15 members');
    await expect(page).toHaveTitle('Member - Dashboard');
    await expect(page.getByRole('heading', { name: 'Member', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Daftar member' });
    await expect(table.getByText(first.name, { exact: true }).first()).toBeVisible();
    await expect(table.getByText(first.email, { exact: true }).first()).toBeVisible();
    const total = `Menampilkan 15 dari ${meta.totaldata} data`;
    await expect(page.getByText(total, { exact: true })).toBeVisible();
    await axe('/member');

    await page.getByRole('button', { name: 'Halaman 2' }).click();
    await expect(page).toHaveURL('/member?page=2');
    await expect(table.getByRole('cell', { name: '16', exact: true })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Cari member' }).fill(first.email);
    await expect(page).toHaveURL(`/member?search=${encodeURIComponent(first.email)}`);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByText(first.name, { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Cari member' })).toHaveValue(first.email);
    await expect(table.getByText(first.name, { exact: true })).toBeVisible();
    await expect(page.getByText('Menampilkan 1 dari 1 data', { exact: true })).toBeVisible();

    // Typing replaced page 2's entry, so Back is the list as first opened.
    await page.goBack();
    await expect(page).toHaveURL('/member');
    await expect(page.getByText(total, { exact: true })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Cari member' })).toHaveValue('');
  });

  test('reads its transactions in Rupiah and Jakarta time; status and search in the URL', async ({
    page,
    axe,
  }) => {
    const { data, meta } = (await gotoAnswer(
      page,
      '/transaction',
      '/getalltransaction?',
    )) as Page<TransactionRow>;
    const first = data[0];
    if (!first) throw new Error('the seed has no transactions');
    await expect(page).toHaveTitle('Transaction - Dashboard');
    const table = page.getByRole('table', { name: 'Daftar transaksi' });
    await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(
      // 21:43 in Jakarta, as id-ID writes it.
      cellsOf(first, { tanggal: '2026-10-14T21:43:00+07:00', cell: '14 Okt 2026, 21.43' }),
    );
    await expect(
      page.getByText(`Menampilkan 15 dari ${meta.totaldata} data`, { exact: true }),
    ).toBeVisible();
    await axe('/transaction');

    const cancelled = page.waitForResponse((r) => r.url().includes('status=cancelled'));
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Dibatalkan' });
    await expect(page).toHaveURL('/transaction?status=cancelled');
    const rows = ((await (await cancelled).json()) as Page<TransactionRow>).data;
    const one = rows[0];
    if (!one) throw new Error('the seed needs a cancelled transaction');
    await expect(table.getByRole('row')).toHaveCount(rows.length + 1);
    await expect(table.getByText('Dibatalkan', { exact: true })).toHaveCount(rows.length);

    await page.getByRole('searchbox', { name: 'Cari transaksi' }).fill(one.pekerjaan);
    await expect(page).toHaveURL(
      `/transaction?status=cancelled&search=${encodeURIComponent(one.pekerjaan).replaceAll('%20', '+')}`,
    );
    await expect(table.getByText(one.pekerjaan, { exact: true }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('cancelled');
    await expect(page.getByRole('searchbox', { name: 'Cari transaksi' })).toHaveValue(
      one.pekerjaan,
    );
    await expect(table.getByText(one.pekerjaan, { exact: true }).first()).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL('/transaction');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });
});

test.describe('signed in as A,P', () => {
  test.use({ signedInAs: 'A,P' });

  test('reads its own members, then from the menu its own transactions in Rupiah and Jakarta time; kept on reload', async ({
    page,
  }) => {
    const members = (await gotoAnswer(page, '/member', '/getallmember?')) as Page<MemberRow>;
    const member = members.data[0];
    if (!member) throw new Error('the seed has no members of the admin-and-partner');
    await expect(page).toHaveTitle('Member - Dashboard');
    const memberTable = page.getByRole('table', { name: 'Daftar member' });
    await expect(memberTable.getByText(member.name, { exact: true }).first()).toBeVisible();
    await expect(memberTable.getByText(member.email, { exact: true }).first()).toBeVisible();
    await expect(
      page.getByText(`Menampilkan 15 dari ${members.meta.totaldata} data`, {
        exact: true,
      }),
    ).toBeVisible();

    const answer = page.waitForResponse((r) => r.url().includes('/getalltransaction?'));
    await page
      .getByRole('navigation', { name: 'Menu utama' })
      .getByRole('link', { name: 'Transaction', exact: true })
      .click();
    await expect(page).toHaveURL('/transaction');
    await expect(page).toHaveTitle('Transaction - Dashboard');
    const { data, meta } = (await (await answer).json()) as Page<TransactionRow>;
    const first = data[0];
    if (!first) throw new Error('the seed has no transactions of the admin-and-partner');
    const firstRow = page.getByRole('table', { name: 'Daftar transaksi' }).getByRole('row').nth(1);
    const cells = cellsOf(first, {
      tanggal: '2026-10-14T18:20:00+07:00',
      cell: '14 Okt 2026, 18.20',
    });
    await expect(firstRow.getByRole('cell')).toHaveText(cells);
    const total = `Menampilkan 15 dari ${meta.totaldata} data`;
    await expect(page.getByText(total, { exact: true })).toBeVisible();
    await page.reload();
    await expect(firstRow.getByRole('cell')).toHaveText(cells);
    await expect(page.getByText(total, { exact: true })).toBeVisible();
  });
});
