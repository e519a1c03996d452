import { db } from '@backoffice/mock-server/node';
import { screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@/lib/api';
import { countCalls, pageFromMock } from '../../../test/mock-api';
import { findToast, getStat } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { bodyRows, cellsOf, headersOf, loadedTable } from '../../../test/tables';
import { WithdrawalPage } from './withdrawal-page';

describe('/wirthdraw', () => {
  it('shows the balance, the bank account and the withdrawals, 15 a page, newest first', async () => {
    await renderPage(<WithdrawalPage />, { role: 'P', path: '/wirthdraw' });
    const answer = await pageFromMock('listWithdrawals');
    const table = await loadedTable('Riwayat penarikan', '1 Okt 2026, 20.27');

    // The title is the top bar's (the route's); the page says what it holds under it.
    expect(
      screen.getByText(
        'Saldo komisi yang dapat ditarik, rekening tujuan, dan riwayat penarikanmu.',
        { exact: true },
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(getStat('Saldo tersedia')).toHaveTextContent('Rp 8.967.500'));
    expect(headersOf(table)).toEqual(['No', 'Tanggal', 'Jumlah', 'Rekening', 'Catatan', 'Status']);
    expect(bodyRows(table)).toHaveLength(15);
    // The seed's newest withdrawal, its time in Jakarta.
    expect(cellsOf(bodyRows(table)[0])).toEqual([
      '1',
      '1 Okt 2026, 20.27',
      'Rp 250.000',
      'Bank Central Asia1234567890',
      'Penarikan komisi Oktober',
      'Diproses',
    ]);
    expect(
      screen.getByText(`Menampilkan 15 dari ${answer.meta.totaldata} data`),
    ).toBeInTheDocument();

    expect(await screen.findByText('Bank Central Asia', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('1234567890', { selector: 'dd' })).toBeInTheDocument();
    // The panels load after the list (their chunks come later, in either order): then each
    // names its part.
    await screen.findByRole('heading', { name: 'Tarik saldo' });
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Tarik saldo',
      'Rekening bank',
      'Riwayat penarikan',
    ]);
  });

  it('narrows the list by status, kept in the URL', async () => {
    const { user } = await renderPage(<WithdrawalPage />, {
      role: 'P',
      path: '/wirthdraw?page=2',
    });
    await loadedTable('Riwayat penarikan', '5 Jul 2026, 18.43');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'approved');
    await waitFor(() => expect(window.location.search).toBe('?status=approved'));
    // The newest approved withdrawal of the seed comes first.
    const table = await loadedTable('Riwayat penarikan', '28 Sep 2026, 11.11');
    const statuses = bodyRows(table).map((row) => cellsOf(row)[5]);
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['Berhasil']));
  });

  it('refuses more than the balance under the field without a call, then withdraws with the server message', async () => {
    const { user } = await renderPage(<WithdrawalPage />, { role: 'P', path: '/wirthdraw' });
    await loadedTable('Riwayat penarikan', '1 Okt 2026, 20.27');
    const calls = countCalls('POST', '/v1/partner_master/withdrawal');
    const amount = await screen.findByRole('textbox', { name: /Jumlah penarikan/ });
    expect(amount).toHaveAccessibleDescription(
      'Paling sedikit Rp 10.000, paling banyak Rp 8.967.500.',
    );

    await user.type(amount, '8968500');
    await user.click(screen.getByRole('button', { name: 'Tarik saldo' }));
    expect(
      await screen.findByText('Saldo tidak mencukupi. Saldo tersedia Rp 8.967.500.'),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(calls.count).toBe(0);

    await user.clear(amount);
    await user.type(amount, '100000');
    await user.type(screen.getByRole('textbox', { name: 'Catatan' }), 'Penarikan uji');
    await user.click(screen.getByRole('button', { name: 'Tarik saldo' }));
    await findToast('Permintaan penarikan berhasil dikirim.');
    expect(calls.count).toBe(1);

    await waitFor(() => expect(getStat('Saldo tersedia')).toHaveTextContent('Rp 8.867.500'));
    const table = await loadedTable('Riwayat penarikan', 'Penarikan uji');
    expect(cellsOf(bodyRows(table)[0]).slice(2)).toEqual([
      'Rp 100.000',
      'Bank Central Asia1234567890',
      'Penarikan uji',
      'Diproses',
    ]);
    expect(amount).toHaveValue('');
  });

  it('asks before Back leaves a typed withdrawal, and keeps it when the partner stays', async () => {
    const { user } = await renderPage(<WithdrawalPage />, { role: 'P', path: '/wirthdraw' });
    const amount = await screen.findByRole('textbox', { name: /Jumlah penarikan/ });
    await user.type(amount, '50000');
    window.history.back();
    const dialog = await screen.findByRole('alertdialog', { name: 'Tinggalkan halaman ini?' });
    await user.click(within(dialog).getByRole('button', { name: 'Tetap di sini' }));
    expect(window.location.pathname).toBe('/wirthdraw');
    expect(amount).toHaveValue('50000');
  });

  it('changes the bank account, the bank found by searching, with the server message', async () => {
    const { user } = await renderPage(<WithdrawalPage />, { role: 'P', path: '/wirthdraw' });
    await user.click(await screen.findByRole('button', { name: 'Ubah rekening' }));
    const bankSelect = await screen.findByRole('combobox', { name: /^Bank/ });
    expect(bankSelect).toHaveValue('Bank Central Asia');
    await user.clear(bankSelect);
    await user.type(bankSelect, 'bank xyz');
    expect(screen.getByText('Tidak ada bank yang cocok')).toBeInTheDocument();
    await user.clear(bankSelect);
    await user.type(bankSelect, 'mandiri');
    const banks = screen.getByRole('listbox', { name: 'Pilih bank' });
    expect(
      within(banks)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bank Mandiri']);
    await user.click(screen.getByRole('option', { name: 'Bank Mandiri' }));
    expect(bankSelect).toHaveValue('Bank Mandiri');
    const number = screen.getByRole('textbox', { name: /Nomor rekening/ });
    await user.clear(number);
    await user.type(number, '1410099887766');
    await user.click(screen.getByRole('button', { name: 'Simpan rekening' }));

    await findToast('Rekening bank berhasil disimpan.');
    expect(await screen.findByText('Bank Mandiri', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('1410099887766', { selector: 'dd' })).toBeInTheDocument();
    const { data } = await apiClient.GET('/v1/partner_master/getbank');
    expect(data?.data).toMatchObject({ bank_code: 'mandiri', account_number: '1410099887766' });
  });

  it('leads a partner without a bank account to add one before withdrawing', async () => {
    const partner = db.partners.find((row) => row.account_id === 2);
    if (partner === undefined) throw new Error('no demo partner');
    partner.bank = null;
    const { user } = await renderPage(<WithdrawalPage />, { role: 'P', path: '/wirthdraw' });

    expect(
      await screen.findByText('Simpan rekening bank terlebih dahulu sebelum menarik saldo.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tarik saldo' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Isi rekening bank' }));
    const bankSelect = await screen.findByRole('combobox', { name: /^Bank/ });
    await waitFor(() => expect(bankSelect).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Simpan rekening' }));
    expect(await screen.findByText('Bank wajib diisi.')).toBeInTheDocument();
    // Found by its code as by its name.
    await user.type(bankSelect, 'bni');
    await user.click(screen.getByRole('option', { name: 'Bank Negara Indonesia' }));
    await user.type(screen.getByRole('textbox', { name: /Nomor rekening/ }), '0123456789');
    await user.type(screen.getByRole('textbox', { name: /Nama pemilik rekening/ }), 'Budi Santoso');
    await user.click(screen.getByRole('button', { name: 'Simpan rekening' }));

    await findToast('Rekening bank berhasil disimpan.');
    expect(await screen.findByRole('button', { name: 'Tarik saldo' })).toBeInTheDocument();
    expect(screen.getByText('Bank Negara Indonesia', { selector: 'dd' })).toBeInTheDocument();
  });
});
