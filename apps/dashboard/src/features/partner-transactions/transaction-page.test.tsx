import { server } from '@backoffice/mock-server/node';
import type { PartnerTransaction } from '@backoffice/sdk';
import { formatDateTime, formatRupiah } from '@backoffice/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { apiClient } from '@/lib/api';
import { renderPage } from '../../../test/render-page';
import { bodyRows, cellsOf, loadedTable } from '../../../test/tables';
import { TransactionPage } from './transaction-page';

type Status = PartnerTransaction['status'];

async function transactionsFromMock(
  query: { page?: number; search?: string; status?: Status } = {},
) {
  const { data } = await apiClient.GET('/v1/partner_master/getalltransaction', {
    params: { query },
  });
  if (data === undefined) throw new Error('the mock answered no transactions');
  return data;
}

const search = () => new URLSearchParams(window.location.search);

const STATUS_TEXT: Record<Status, string> = {
  pending: 'Menunggu',
  paid: 'Dibayar',
  completed: 'Selesai',
  cancelled: 'Dibatalkan',
};
const BALANCE_TEXT: Record<PartnerTransaction['statussaldo'], string> = {
  pending: 'Belum Masuk Saldo',
  credited: 'Masuk Saldo',
  withdrawn: 'Sudah Ditarik',
};

describe('/transaction', () => {
  it('lists the transactions with Rupiah amounts, the Jakarta date and readable statuses', async () => {
    await renderPage(<TransactionPage />, { role: 'P', path: '/transaction' });
    const answer = await transactionsFromMock();
    const first = answer.data[0] as PartnerTransaction;
    const table = await loadedTable('Daftar transaksi', first.pekerjaan);

    // The title is the top bar's (the route's); the page says what it holds under it.
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(
      screen.getByText('Transaksi member yang kamu ajak, dengan komisimu dari setiap transaksi.', {
        exact: true,
      }),
    ).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['No', 'Transaksi', 'Harga', 'Komisi', 'Tanggal', 'Status']);
    expect(bodyRows(table)).toHaveLength(15);
    expect(cellsOf(bodyRows(table)[0])).toEqual([
      String(first.no),
      `${first.pekerjaan}${first.nama}`,
      formatRupiah(first.harga),
      `${formatRupiah(first.commision)}${BALANCE_TEXT[first.statussaldo]}`,
      formatDateTime(first.tanggal),
      STATUS_TEXT[first.status],
    ]);
    // The contract's example row, as the partner reads it.
    expect(formatRupiah(1500000)).toBe('Rp 1.500.000');
    expect(formatRupiah(75000)).toBe('Rp 75.000');
    expect(formatDateTime('2026-10-14T02:30:00Z')).toBe(
      formatDateTime('2026-10-14T09:30:00+07:00'),
    );
    expect(
      screen.getByText(`Menampilkan 15 dari ${answer.meta.totaldata} data`),
    ).toBeInTheDocument();
  });

  it("numbers rows with the server's count across pages, the page in the URL", async () => {
    const { user } = await renderPage(<TransactionPage />, { role: 'P', path: '/transaction' });
    const pageTwo = await transactionsFromMock({ page: 2 });
    await loadedTable(
      'Daftar transaksi',
      ((await transactionsFromMock()).data[0] as PartnerTransaction).pekerjaan,
    );
    await user.click(screen.getByRole('button', { name: 'Halaman 2' }));
    const table = await loadedTable(
      'Daftar transaksi',
      (pageTwo.data[0] as PartnerTransaction).pekerjaan,
    );
    expect(search().toString()).toBe('page=2');
    expect(cellsOf(bodyRows(table)[0])[0]).toBe('16');
  });

  it('filters by status in the URL, back to page 1, every row in that status', async () => {
    const { user } = await renderPage(<TransactionPage />, {
      role: 'P',
      path: '/transaction?page=2',
    });
    const cancelled = await transactionsFromMock({ status: 'cancelled' });
    await loadedTable(
      'Daftar transaksi',
      ((await transactionsFromMock({ page: 2 })).data[0] as PartnerTransaction).pekerjaan,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Dibatalkan');
    const table = await loadedTable(
      'Daftar transaksi',
      (cancelled.data[0] as PartnerTransaction).pekerjaan,
    );
    expect(search().toString()).toBe('status=cancelled');
    expect(bodyRows(table)).toHaveLength(cancelled.data.length);
    for (const row of bodyRows(table)) expect(cellsOf(row)[5]).toBe('Dibatalkan');
    expect(
      screen.getByText(
        `Menampilkan ${cancelled.meta.totalDataOnPage} dari ${cancelled.meta.totaldata} data`,
      ),
    ).toBeInTheDocument();
  });

  it('searches by job in the URL, and Reset clears search and status', async () => {
    const { user } = await renderPage(<TransactionPage />, {
      role: 'P',
      path: '/transaction?status=completed',
    });
    const first = (await transactionsFromMock({ status: 'completed' }))
      .data[0] as PartnerTransaction;
    const found = await transactionsFromMock({ status: 'completed', search: first.pekerjaan });
    await loadedTable('Daftar transaksi', first.pekerjaan);
    await user.type(screen.getByRole('searchbox', { name: 'Cari transaksi' }), first.pekerjaan);
    await waitFor(() => expect(search().get('search')).toBe(first.pekerjaan));
    const table = await loadedTable('Daftar transaksi', first.pekerjaan);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(found.data.length));
    for (const row of bodyRows(table)) expect(cellsOf(row)[5]).toBe('Selesai');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });

  it('says so when nothing matches, and falls back for a bad status', async () => {
    await renderPage(<TransactionPage />, {
      role: 'P',
      path: '/transaction?search=tidakadatransaksiini&status=maybe',
    });
    expect(await screen.findByText('Tidak ada transaksi yang cocok.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });

  it('shows a failed load with a retry', async () => {
    server.use(
      http.get(
        '*/v1/partner_master/getalltransaction',
        () => HttpResponse.json({ message: 'Data transaksi tidak bisa dimuat.' }, { status: 400 }),
        { once: true },
      ),
    );
    const { user } = await renderPage(<TransactionPage />, { role: 'P', path: '/transaction' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Data transaksi tidak bisa dimuat.');
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await loadedTable(
      'Daftar transaksi',
      ((await transactionsFromMock()).data[0] as PartnerTransaction).pekerjaan,
    );
  });

  it('shows an admin-partner its own transactions', async () => {
    await renderPage(<TransactionPage />, { role: 'A,P', path: '/transaction' });
    const answer = await transactionsFromMock();
    await loadedTable('Daftar transaksi', (answer.data[0] as PartnerTransaction).pekerjaan);
    expect(
      screen.getByText(`Menampilkan 15 dari ${answer.meta.totaldata} data`),
    ).toBeInTheDocument();
  });
});
