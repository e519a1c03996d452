import type { AdminTransaction } from '@backoffice/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { pageFromMock } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { signIn } from '../../../test/session';
import { bodyRows, cellsOf, headersOf, loadedTable, rowOf } from '../../../test/tables';
import { AdminTransactionPage } from './admin-transaction-page';

describe('/transaction-list', () => {
  it('lists the transactions with both shares in Rupiah and the date in Asia/Jakarta', async () => {
    await renderPage(<AdminTransactionPage />, { role: 'A', path: '/transaction-list' });
    const answer = await pageFromMock('listAdminTransactions');
    const first = answer.data[0] as AdminTransaction;
    const table = await loadedTable('Daftar transaksi', first.invoice);
    expect(bodyRows(table)).toHaveLength(Math.min(15, answer.meta.totaldata));
    expect(headersOf(table)).toEqual([
      'No',
      'Transaksi',
      'Klien / Freelancer',
      'Bagian Klien',
      'Bagian Freelancer',
      'Tanggal',
      'Status',
    ]);
    // The seed's newest transaction: the client pays 2 × Rp 950.000, the freelancer gets theirs
    // after the platform's cut; the time in Jakarta.
    expect(cellsOf(rowOf(table, first.invoice))).toEqual([
      '1',
      'Foto Produk (10 foto)INV/20261008/0072',
      'Bambang PratamaYuni Hidayat',
      'Rp 1.900.0002 × Rp 950.000',
      'Rp 1.710.000',
      '8 Okt 2026, 06.11',
      'Dibayar',
    ]);
  });

  it('names the project when a transaction has no job', async () => {
    await signIn('A');
    const { totalpage } = (await pageFromMock('listAdminTransactions')).meta;
    let project: AdminTransaction | undefined;
    for (let page = 1; page <= totalpage && project === undefined; page += 1) {
      project = (await pageFromMock('listAdminTransactions', { page })).data.find(
        (tx) => tx.job_name === null,
      );
    }
    if (project === undefined) throw new Error('the seed has no project transaction');
    await renderPage(<AdminTransactionPage />, {
      role: 'A',
      path: `/transaction-list?search=${encodeURIComponent(project.invoice)}`,
    });
    const table = await loadedTable('Daftar transaksi', project.invoice);
    expect(cellsOf(rowOf(table, project.invoice))[1]).toBe(
      `${project.project_name}${project.invoice}`,
    );
  });

  it('keeps the date range and the search in the URL; says when nothing matches', async () => {
    await renderPage(<AdminTransactionPage />, { role: 'A', path: '/transaction-list' });
    const first = (await pageFromMock('listAdminTransactions')).data[0] as AdminTransaction;
    await loadedTable('Daftar transaksi', first.invoice);
    // Typed as people in Indonesia write a date; the URL keeps the API's form.
    fireEvent.click(await screen.findByRole('button', { name: 'Tanggal: Semua' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Dari tanggal' }), {
      target: { value: '01/10/2026' },
    });
    await waitFor(() => expect(window.location.search).toBe('?start_date=2026-10-01'));
    fireEvent.change(screen.getByLabelText('Sampai tanggal'), { target: { value: '31/10/2026' } });
    await waitFor(() =>
      expect(window.location.search).toBe('?start_date=2026-10-01&end_date=2026-10-31'),
    );
    const october = await pageFromMock('listAdminTransactions', {
      start_date: '2026-10-01',
      end_date: '2026-10-31',
    });
    const table = screen.getByRole('table', { name: 'Daftar transaksi' });
    await waitFor(() =>
      expect(bodyRows(table)).toHaveLength(Math.max(1, Math.min(15, october.meta.totaldata))),
    );

    // The end first: a start after the end in effect would wait for it.
    fireEvent.change(screen.getByLabelText('Sampai tanggal'), { target: { value: '31/01/2030' } });
    fireEvent.change(screen.getByLabelText('Dari tanggal'), { target: { value: '01/01/2030' } });
    expect(await screen.findByText('Tidak ada transaksi yang cocok.')).toBeInTheDocument();
  });
});
