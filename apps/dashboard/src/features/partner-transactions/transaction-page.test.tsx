import type { PartnerTransaction } from '@backoffice/sdk';
import { screen, waitFor } from '@testing-library/react';
import { pageFromMock, refuseOnce } from '../../../test/mock-api';
import { expectPageIntro } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { bodyRows, cellsOf, headersOf, loadedTable } from '../../../test/tables';
import { TransactionPage } from './transaction-page';

const search = () => new URLSearchParams(window.location.search);

describe('/transaction', () => {
  it('lists the transactions with Rupiah amounts, the Jakarta date and readable statuses', async () => {
    await renderPage(<TransactionPage />, { role: 'P', path: '/transaction' });
    const answer = await pageFromMock('listPartnerTransactions');
    const first = answer.data[0] as PartnerTransaction;
    const table = await loadedTable('Daftar transaksi', first.pekerjaan);

    expectPageIntro('Transaksi member yang kamu ajak, dengan komisimu dari setiap transaksi.');
    expect(headersOf(table)).toEqual(['No', 'Transaksi', 'Harga', 'Komisi', 'Tanggal', 'Status']);
    expect(bodyRows(table)).toHaveLength(15);
    // The seed's newest transaction, as the partner reads it: its time in Jakarta.
    expect(cellsOf(bodyRows(table)[0])).toEqual([
      '1',
      'Desain Kemasan ProdukSri Kusuma',
      'Rp 6.350.000',
      'Rp 317.500Belum masuk saldo',
      '14 Okt 2026, 21.43',
      'Dibayar',
    ]);
    expect(
      screen.getByText(`Menampilkan 15 dari ${answer.meta.totaldata} data`),
    ).toBeInTheDocument();
  });

  it("numbers rows with the server's count across pages, the page in the URL", async () => {
    const { user } = await renderPage(<TransactionPage />, { role: 'P', path: '/transaction' });
    const pageTwo = await pageFromMock('listPartnerTransactions', { page: 2 });
    await loadedTable(
      'Daftar transaksi',
      ((await pageFromMock('listPartnerTransactions')).data[0] as PartnerTransaction).pekerjaan,
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
    const cancelled = await pageFromMock('listPartnerTransactions', { status: 'cancelled' });
    await loadedTable(
      'Daftar transaksi',
      ((await pageFromMock('listPartnerTransactions', { page: 2 })).data[0] as PartnerTransaction)
        .pekerjaan,
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
    const first = (await pageFromMock('listPartnerTransactions', { status: 'completed' }))
      .data[0] as PartnerTransaction;
    const found = await pageFromMock('listPartnerTransactions', {
      status: 'completed',
      search: first.pekerjaan,
    });
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
    refuseOnce('get', '*/v1/partner_master/getalltransaction', 'Data transaksi tidak bisa dimuat.');
    const { user } = await renderPage(<TransactionPage />, { role: 'P', path: '/transaction' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Data transaksi tidak bisa dimuat.');
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await loadedTable(
      'Daftar transaksi',
      ((await pageFromMock('listPartnerTransactions')).data[0] as PartnerTransaction).pekerjaan,
    );
  });

  it('shows an admin-partner its own transactions', async () => {
    await renderPage(<TransactionPage />, { role: 'A,P', path: '/transaction' });
    const answer = await pageFromMock('listPartnerTransactions');
    await loadedTable('Daftar transaksi', (answer.data[0] as PartnerTransaction).pekerjaan);
    expect(
      screen.getByText(`Menampilkan 15 dari ${answer.meta.totaldata} data`),
    ).toBeInTheDocument();
  });
});
