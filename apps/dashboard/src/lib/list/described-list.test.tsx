import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mock } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { DescribedList } from './described-list';
import { dateFilter, selectFilter } from './filters';
import { describeList } from './list-description';

const search = () => new URLSearchParams(window.location.search);

const transactions = describeList({
  operation: 'listAdminTransactions',
  noun: 'transaksi',
  search: true,
  filters: {
    start_date: dateFilter('Dari tanggal', { notAfter: 'end_date', rangeLabel: 'Tanggal' }),
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

  it('shows a date range as dd/mm/yyyy and keeps an end before the start out of the URL', async () => {
    const user = userEvent.setup();
    await renderPage(<DescribedList description={transactions} />, {
      role: 'A',
      path: '/transaction-list?start_date=2026-01-05&end_date=2026-02-10',
    });
    // One toolbar field for the range, its days in a panel under it.
    const range = await screen.findByRole('button', { name: 'Tanggal: 5 Jan – 10 Feb 2026' });
    expect(range).toHaveAttribute('aria-expanded', 'false');
    await user.click(range);
    expect(range).toHaveAttribute('aria-expanded', 'true');
    const from = screen.getByRole('textbox', { name: 'Dari tanggal' });
    const to = screen.getByRole('textbox', { name: 'Sampai tanggal' });
    expect(from).toHaveValue('05/01/2026');
    expect(to).toHaveValue('10/02/2026');

    // Typed over: the list keeps the day it had while the field is on its way and wrong.
    const over = { initialSelectionStart: 0, initialSelectionEnd: 10 };
    await user.type(to, '04/01/2026', over);
    expect(to).toHaveAccessibleDescription('Tanggal tidak boleh sebelum 05/01/2026.');
    expect(search().get('end_date')).toBe('2026-02-10');

    await user.type(to, '31/01/2026', over);
    await waitFor(() => expect(search().get('end_date')).toBe('2026-01-31'));
    expect(to).not.toHaveAttribute('aria-invalid');
    expect(range).toHaveAccessibleName('Tanggal: 5 Jan – 31 Jan 2026');
    // Escape closes the panel and gives the focus back to the field's button.
    await user.keyboard('{Escape}');
    expect(range).toHaveAttribute('aria-expanded', 'false');
    expect(range).toHaveFocus();
  });

  it("shows an empty list's message alone: no search, filters, export or count", async () => {
    await mock.addRule({ operationId: 'listAdminTransactions', empty: true });
    await renderPage(<DescribedList description={transactions} />, {
      role: 'A',
      path: '/transaction-list',
    });
    expect(await screen.findByText('Belum ada transaksi.', { exact: true })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByText('Tanggal')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Ekspor/ })).toBeNull();
    expect(screen.queryByText(/^Menampilkan/)).toBeNull();
  });

  it('keeps the search and the count when a search found nothing, to change or reset it', async () => {
    await mock.addRule({ operationId: 'listAdminTransactions', empty: true });
    await renderPage(<DescribedList description={transactions} />, {
      role: 'A',
      path: '/transaction-list?search=zzz',
    });
    expect(await screen.findByText('Tidak ada transaksi yang cocok.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Cari transaksi' })).toHaveValue('zzz');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    expect(screen.getByText('Menampilkan 0 dari 0 data', { exact: true })).toBeInTheDocument();
  });

  it('says nothing matches in words made from its noun', async () => {
    await renderPage(<DescribedList description={transactions} />, {
      role: 'A',
      path: '/transaction-list?search=tidak-ada-yang-cocok-zzz',
    });
    expect(await screen.findByText('Tidak ada transaksi yang cocok.')).toBeInTheDocument();
  });
});
