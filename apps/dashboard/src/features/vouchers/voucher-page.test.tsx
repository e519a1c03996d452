import { server } from '@backoffice/mock-server/node';
import type { Voucher } from '@backoffice/sdk';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { apiClient } from '@/lib/api';
import { listHref } from '@/lib/list/list-return';
import { countCalls, holdAnswers, pageFromMock, refuseOnce } from '../../../test/mock-api';
import { expectPageIntro, findToast, getStat, queryToast } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { savedFiles } from '../../../test/saved-files';
import { bodyRows, cellsOf, headersOf, loadedTable, rowOf } from '../../../test/tables';
import { controlTime, passReadBudget, passUndoWindow } from '../../../test/undo';
import { VoucherPage } from './voucher-page';

type User = Awaited<ReturnType<typeof renderPage>>['user'];

/** A voucher's row, by its edit link (names repeat in the seed, ids do not). */
function voucherRow(table: HTMLElement, voucher: Voucher): HTMLElement {
  const link = table.querySelector(`a[href="/voucher/edit/${voucher.id}"]`);
  const row = link?.closest('tr');
  if (!row) throw new Error(`no row for voucher ${voucher.id}`);
  return row as HTMLElement;
}

const search = () => new URLSearchParams(window.location.search);

/** The voucher list with the question to delete its first voucher open. */
async function askToDeleteFirst() {
  const { user } = await renderPage(<VoucherPage />, { role: 'M', path: '/voucher' });
  const first = (await pageFromMock('listVouchers')).data[0] as Voucher;
  const table = await loadedTable('Daftar voucher', first.name);
  await user.click(
    within(voucherRow(table, first)).getByRole('button', { name: `Hapus ${first.name}` }),
  );
  const dialog = await screen.findByRole('alertdialog', { name: 'Hapus voucher?' });
  return { user, first, table, dialog };
}

describe('/voucher: the vouchers tab', () => {
  it("lists the merchant's vouchers with their type, period, points and status, 15 a page", async () => {
    await renderPage(<VoucherPage />, { role: 'M', path: '/voucher' });
    const answer = await pageFromMock('listVouchers');
    const first = answer.data[0] as Voucher;
    const table = await loadedTable('Daftar voucher', first.name);

    expectPageIntro('Voucher yang kamu tawarkan ke member, dan redeem yang menunggu keputusanmu.');
    expect(screen.getByRole('link', { name: 'Tambah voucher' })).toHaveAttribute(
      'href',
      '/voucher/add',
    );
    expect(headersOf(table)).toEqual([
      '',
      'No',
      'Nama Voucher',
      'Tipe',
      'Periode',
      'Poin',
      'Status',
      'Aksi',
    ]);
    expect(bodyRows(table)).toHaveLength(15);
    const cells = cellsOf(voucherRow(table, first));
    // The seed's newest voucher, as the merchant reads it.
    expect(cells.slice(0, 7)).toEqual([
      '', // the row's box, for bulk actions
      '1',
      'Beli 1 Gratis 1 Donat Kentang',
      'Beli 1 Gratis 1',
      '20 Okt 2026 – 5 Feb 2027',
      '70 points',
      'Aktif',
    ]);
    expect(
      within(voucherRow(table, first)).getByRole('link', { name: `Ubah ${first.name}` }),
    ).toHaveAttribute('href', `/voucher/edit/${first.id}`);
    expect(
      screen.getByText(`Menampilkan 15 dari ${answer.meta.totaldata} data`),
    ).toBeInTheDocument();
  });

  it('keeps page, search and status in the URL: a page pushes, a filter resets the page', async () => {
    const { user } = await renderPage(<VoucherPage />, { role: 'M', path: '/voucher' });
    const pageTwo = await pageFromMock('listVouchers', { page: 2 });
    const firstOfTwo = (pageTwo.data[0] as Voucher).name;
    await loadedTable(
      'Daftar voucher',
      ((await pageFromMock('listVouchers')).data[0] as Voucher).name,
    );

    const before = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Halaman 2' }));
    let table = await loadedTable('Daftar voucher', firstOfTwo);
    expect(search().get('page')).toBe('2');
    expect(window.history.length).toBe(before + 1);
    expect(
      within(voucherRow(table, pageTwo.data[0] as Voucher)).getAllByRole('cell')[1],
    ).toHaveTextContent('16');
    // The form returns to the list as it was left.
    expect(listHref('/voucher')).toBe('/voucher?page=2');

    const inactive = await pageFromMock('listVouchers', { aktif: false });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Nonaktif');
    table = await loadedTable('Daftar voucher', (inactive.data[0] as Voucher).name);
    expect(search().toString()).toBe('aktif=false');
    expect(bodyRows(table)).toHaveLength(inactive.data.length);
    for (const row of bodyRows(table)) expect(row).toHaveTextContent('Nonaktif');
    expect(
      screen.getByText(
        `Menampilkan ${inactive.meta.totalDataOnPage} dari ${inactive.meta.totaldata} data`,
      ),
    ).toBeInTheDocument();
  });

  it('searches when typing rests, replacing the history entry', async () => {
    const { user } = await renderPage(<VoucherPage />, { role: 'M', path: '/voucher?aktif=true' });
    const active = (await pageFromMock('listVouchers', { aktif: true })).data[0] as Voucher;
    const term = active.name.split(' ').slice(-2).join(' ');
    const found = await pageFromMock('listVouchers', { aktif: true, search: term });
    await loadedTable('Daftar voucher', active.name);
    const before = window.history.length;
    await user.type(screen.getByRole('searchbox', { name: 'Cari voucher' }), term);
    await waitFor(() => expect(search().get('search')).toBe(term));
    const table = await loadedTable('Daftar voucher', (found.data[0] as Voucher).name);
    expect(bodyRows(table)).toHaveLength(found.data.length);
    expect(window.history.length).toBe(before);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Cari voucher' })).toHaveValue('');
  });

  it('says so when nothing matches', async () => {
    await renderPage(<VoucherPage />, { role: 'M', path: '/voucher?search=tidakadavoucherini' });
    expect(await screen.findByText('Tidak ada voucher yang cocok.')).toBeInTheDocument();
  });

  it('moves a page past the end to the last page, in place', async () => {
    const before = window.history.length;
    await renderPage(<VoucherPage />, { role: 'M', path: '/voucher?page=99' });
    const last = (await pageFromMock('listVouchers')).meta.totalpage;
    const lastPage = await pageFromMock('listVouchers', { page: last });
    await loadedTable('Daftar voucher', (lastPage.data[0] as Voucher).name);
    expect(search().get('page')).toBe(String(last));
    expect(window.history.length).toBe(before);
  });

  it('falls back to the defaults for a bad URL value', async () => {
    await renderPage(<VoucherPage />, { role: 'M', path: '/voucher?page=abc&aktif=maybe' });
    const first = ((await pageFromMock('listVouchers')).data[0] as Voucher).name;
    const table = await loadedTable('Daftar voucher', first);
    expect(bodyRows(table)).toHaveLength(15);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });

  it('deletes a voucher after asking: the row leaves at once, the call and the exact text after its Batalkan', async () => {
    controlTime();
    const calls = countCalls('GET', '/v1/merchant/remove_data');
    const { user, first, table, dialog } = await askToDeleteFirst();
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(table.querySelector(`a[href="/voucher/edit/${first.id}"]`)).toBeNull();
    await findToast(`${first.name} dihapus`);
    expect(calls.count).toBe(0);
    await passUndoWindow();
    expect(await findToast('Voucher Redeem berhasil dihapus.')).toBeInTheDocument();
    expect(calls.count).toBe(1);
    await waitFor(() =>
      expect(table.querySelector(`a[href="/voucher/edit/${first.id}"]`)).toBeNull(),
    );
    const after = await pageFromMock('listVouchers');
    expect(after.data.map((voucher) => voucher.id)).not.toContain(first.id);
  });

  it('sends a delete once, and puts the row back in its place when refused', async () => {
    controlTime();
    const calls = countCalls('GET', '/v1/merchant/remove_data');
    const refuse = holdAnswers('get', '*/v1/merchant/remove_data', {
      message: 'Voucher sedang dipakai redeem.',
    });
    const { user, first, table, dialog } = await askToDeleteFirst();
    const confirm = within(dialog).getByRole('button', { name: 'Hapus' });
    await user.click(confirm);
    // The dialog closed with the first press: there is nothing to press twice.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await passUndoWindow();
    refuse();
    expect(await findToast('Voucher sedang dipakai redeem.')).toBeInTheDocument();
    expect(calls.count).toBe(1);
    await waitFor(() => expect(voucherRow(table, first)).toBeInTheDocument());
    expect(bodyRows(table)[0]).toBe(voucherRow(table, first));
  });

  it('asks before the tab closes on a waiting delete, and sends it as the page goes', async () => {
    controlTime();
    const calls = countCalls('GET', '/v1/merchant/remove_data');
    const { user, first, dialog } = await askToDeleteFirst();
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);
    expect(calls.count).toBe(0);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
      // The jsdom lives on for the next test, as a page back from the browser's cache does.
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    await findToast('Voucher Redeem berhasil dihapus.');
    expect(calls.count).toBe(1);
    expect((await pageFromMock('listVouchers')).data.map((voucher) => voucher.id)).not.toContain(
      first.id,
    );
  });

  it('shows a failed load with a retry', async () => {
    refuseOnce('get', '*/v1/merchant/getall_data', 'Data voucher tidak bisa dimuat.');
    const { user } = await renderPage(<VoucherPage />, { role: 'M', path: '/voucher' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Data voucher tidak bisa dimuat.');
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await loadedTable(
      'Daftar voucher',
      ((await pageFromMock('listVouchers')).data[0] as Voucher).name,
    );
  });
});

describe('/voucher?tab=redeem: the redeems tab', () => {
  async function openRedeems(user?: User) {
    const counts = (await apiClient.GET('/v1/merchant/count_redeem')).data.data;
    const pending = (await pageFromMock('listVoucherRedeems', { status: 'pending' })).data[0];
    if (pending === undefined) throw new Error('the seed has no pending redeem');
    const table = await loadedTable('Daftar redeem voucher', pending.code);
    return { counts, pending, table, user };
  }

  it('shows the counts and the redeems, the tab and its filters in the URL', async () => {
    const { user } = await renderPage(<VoucherPage />, { role: 'M', path: '/voucher?tab=redeem' });
    const { counts, pending, table } = await openRedeems();
    expect(screen.getByRole('link', { name: 'Redeem' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(getStat('Menunggu').textContent).toBe(String(counts.pending)));
    expect(getStat('Total redeem').textContent).toBe(String(counts.total));
    expect(headersOf(table)).toEqual([
      '',
      'No',
      'Tanggal Redeem',
      'Voucher',
      'Kode',
      'Poin',
      'Status',
      'Aksi',
    ]);
    // One way to export, in Indonesian: no second (English) download beside it.
    expect(
      screen
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter((text) => /ekspor|export|download|unduh|excel/i.test(text ?? '')),
    ).toEqual(['Ekspor']);
    // Under "Poin" the number alone: `N points` is the voucher list's wording only.
    const pendingRow = within(table).getByText(pending.code).closest('tr');
    if (pendingRow === null) throw new Error('no row for the pending redeem');
    expect(within(pendingRow).getAllByRole('cell')[5]?.textContent).toBe('280');

    const rejected = await pageFromMock('listVoucherRedeems', { status: 'rejected' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Ditolak');
    const filtered = await loadedTable(
      'Daftar redeem voucher',
      (rejected.data[0] as { code: string }).code,
    );
    expect(search().toString()).toBe('tab=redeem&redeem_status=rejected');
    expect(bodyRows(filtered)).toHaveLength(rejected.data.length);
    // A decided redeem offers no decision.
    expect(within(filtered).queryByRole('button', { name: /^Terima/ })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Voucher' }));
    await screen.findByRole('table', { name: 'Daftar voucher' });
    expect(search().toString()).toBe('redeem_status=rejected');
  });

  it('accepts a pending redeem with the exact text, and the counts follow', async () => {
    const { user } = await renderPage(<VoucherPage />, { role: 'M', path: '/voucher?tab=redeem' });
    const { counts, pending, table } = await openRedeems();
    await waitFor(() => expect(getStat('Menunggu').textContent).toBe(String(counts.pending)));
    const who = `${pending.voucher_name} oleh ${pending.member_name}`;
    await user.click(
      within(rowOf(table, pending.code)).getByRole('button', { name: `Terima redeem ${who}` }),
    );
    expect(await findToast('Voucher Redeem berhasil diubah.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf(table, pending.code)).getByText('Diterima')).toBeInTheDocument(),
    );
    await waitFor(() => expect(getStat('Menunggu').textContent).toBe(String(counts.pending - 1)));
  });

  it('rejects a pending redeem only after asking', async () => {
    const { user } = await renderPage(<VoucherPage />, { role: 'M', path: '/voucher?tab=redeem' });
    const { pending, table } = await openRedeems();
    const who = `${pending.voucher_name} oleh ${pending.member_name}`;
    await user.click(
      within(rowOf(table, pending.code)).getByRole('button', { name: `Tolak redeem ${who}` }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Tolak redeem?' });
    await user.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect(await findToast('Voucher Redeem berhasil diubah.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf(table, pending.code)).getByText('Ditolak')).toBeInTheDocument(),
    );
  });

  it('downloads the redeems with the list filters as "Reedem Voucher.xls"', async () => {
    const saved: string[] = [];
    const queries: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/export_redeem')) queries.push(url.search);
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:redeems');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = await renderPage(<VoucherPage />, {
      role: 'M',
      path: '/voucher?tab=redeem&redeem_status=accepted',
    });
    const accepted = (await pageFromMock('listVoucherRedeems', { status: 'accepted' })).data[0];
    await loadedTable('Daftar redeem voucher', accepted?.code ?? '');
    await user.click(screen.getByRole('button', { name: 'Ekspor' }));
    expect(await findToast('Download Redeem berhasil.')).toBeInTheDocument();
    expect(saved).toEqual(['Reedem Voucher.xls']);
    expect(queries).toEqual(['?status=accepted']);
  });

  it('tries the download again after a 503, like a read, and saves the file once', async () => {
    const saved: string[] = [];
    refuseOnce('get', '*/v1/merchant/export_redeem', 'Server sedang sibuk.', 503);
    const calls = countCalls('GET', '/export_redeem');
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:redeems');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = await renderPage(<VoucherPage />, { role: 'M', path: '/voucher?tab=redeem' });
    await openRedeems();
    await user.click(screen.getByRole('button', { name: 'Ekspor' }));
    expect(await findToast('Download Redeem berhasil.')).toBeInTheDocument();
    expect(saved).toEqual(['Reedem Voucher.xls']);
    expect(calls.count).toBe(2);
  });

  it('says so when the download fails for good, and saves nothing', async () => {
    server.use(
      http.get('*/v1/merchant/export_redeem', () =>
        HttpResponse.json({ message: 'Server sedang sibuk.' }, { status: 503 }),
      ),
    );
    const calls = countCalls('GET', '/export_redeem');
    const saved = savedFiles();
    const { user } = await renderPage(<VoucherPage />, { role: 'M', path: '/voucher?tab=redeem' });
    await openRedeems();
    controlTime();
    // The longest waits of the reads' jitter: 0.5, 1, 2 and 4 s.
    vi.spyOn(Math, 'random').mockReturnValue(0.9999);
    await user.click(screen.getByRole('button', { name: 'Ekspor' }));
    // Tried like a read for 10 s: five tries, the last at 7.5 s (a sixth would be at 11.5 s).
    await passReadBudget();
    expect(await findToast('Server sedang sibuk.')).toBeVisible();
    expect(calls.count).toBe(5);
    expect(saved).toEqual([]);
    expect(queryToast('Download Redeem berhasil.')).toBeNull();
  });
});
