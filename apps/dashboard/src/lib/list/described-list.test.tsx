import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test/render-page';
import { DescribedList } from './described-list';
import { dateFilter, selectFilter } from './filters';
import { describeList } from './list-description';

const search = () => new URLSearchParams(window.location.search);

const transactions = describeList({
  operation: 'listAdminTransactions',
  noun: 'transaksi',
  caption: 'Daftar transaksi',
  search: 'Cari transaksi',
  filters: {
    start_date: dateFilter('Dari tanggal', { notAfter: 'end_date' }),
    end_date: dateFilter('Sampai tanggal', { notBefore: 'start_date' }),
  },
  columns: [{ id: 'invoice', header: 'Invoice', cell: (tx) => tx.invoice, export: null }],
});

const partners = describeList({
  operation: 'listPartners',
  noun: 'partner',
  caption: 'Daftar partner',
  filters: {
    rowstatus: selectFilter('Status', [
      { value: 1, label: 'Aktif' },
      { value: 0, label: 'Nonaktif' },
    ]),
  },
  columns: [{ id: 'name', header: 'Nama', cell: (partner) => partner.name, export: null }],
  empty: { noMatch: 'Tidak ada partner dengan status ini.' },
});

describe('DescribedList', () => {
  it('shows the filters a description names, each reading and writing the URL', async () => {
    const user = userEvent.setup();
    await renderPage(<DescribedList description={partners} />, {
      role: 'A',
      path: '/partner?rowstatus=0',
    });
    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('0');
    expect([...(status as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'Semua',
      'Aktif',
      'Nonaktif',
    ]);
    // No search box: the description names none.
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();

    await user.selectOptions(status, '1');
    await waitFor(() => expect(search().get('rowstatus')).toBe('1'));
    await user.selectOptions(status, '');
    await waitFor(() => expect(search().has('rowstatus')).toBe(false));
  });

  it('bounds each end of a date range by the other', async () => {
    await renderPage(<DescribedList description={transactions} />, {
      role: 'A',
      path: '/transaction-list?start_date=2026-01-05&end_date=2026-02-10',
    });
    expect(await screen.findByLabelText('Dari tanggal')).toHaveAttribute('max', '2026-02-10');
    expect(screen.getByLabelText('Sampai tanggal')).toHaveAttribute('min', '2026-01-05');
    expect(screen.getByRole('searchbox', { name: 'Cari transaksi' })).toBeInTheDocument();
  });

  it('says nothing matches in words made from its noun', async () => {
    await renderPage(<DescribedList description={transactions} />, {
      role: 'A',
      path: '/transaction-list?search=tidak-ada-yang-cocok-zzz',
    });
    expect(await screen.findByText('Tidak ada transaksi yang cocok.')).toBeInTheDocument();
  });

  it('says nothing matches in the words a description gives instead', async () => {
    await renderPage(<DescribedList description={partners} />, {
      role: 'A',
      path: '/partner?search=tidak-ada-yang-cocok-zzz',
    });
    expect(await screen.findByText('Tidak ada partner dengan status ini.')).toBeInTheDocument();
  });
});
