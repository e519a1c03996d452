import type { Member } from '@backoffice/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { pageFromMock, refuseOnce } from '../../../test/mock-api';
import { expectPageIntro } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { bodyRows, cellsOf, headersOf, loadedTable } from '../../../test/tables';
import { MemberPage } from './member-page';

const search = () => new URLSearchParams(window.location.search);

describe('/member', () => {
  it("lists the partner's members with contact, code, transactions, join date and status, 15 a page", async () => {
    await renderPage(<MemberPage />, { role: 'P', path: '/member' });
    const answer = await pageFromMock('listPartnerMembers');
    const first = answer.data[0] as Member;
    const table = await loadedTable('Daftar member', first.name);

    expectPageIntro('Member yang bergabung lewat kode referralmu.');
    expect(headersOf(table)).toEqual([
      'No',
      'Nama',
      'Kontak',
      'Kode Referral',
      'Transaksi',
      'Bergabung',
      'Status',
    ]);
    expect(answer.meta.totaldata).toBeGreaterThan(15);
    expect(bodyRows(table)).toHaveLength(15);
    expect(cellsOf(bodyRows(table)[0] as HTMLElement)).toEqual([
      '1',
      'Sri Kusuma',
      'sri.kusuma58@gmail.com081234147019',
      'KERJABARENG',
      '3',
      '13 Okt 2026',
      'Aktif',
    ]);
    // A count reads right-aligned: its header and cells carry the kit's alignment, which
    // packages/ui's data-table.browser.test.tsx measures in Chromium (ADR 0145).
    const column = [
      table.querySelector('thead th:nth-child(5)'),
      ...table.querySelectorAll('tbody td:nth-child(5)'),
    ];
    expect(column.map((cell) => cell?.className.split(' ').includes('text-right'))).toEqual(
      Array(16).fill(true),
    );
    expect(
      screen.getByText(`Menampilkan 15 dari ${answer.meta.totaldata} data`),
    ).toBeInTheDocument();
  });

  it('counts on across pages and keeps the page in the URL', async () => {
    const { user } = await renderPage(<MemberPage />, { role: 'P', path: '/member' });
    const pageTwo = await pageFromMock('listPartnerMembers', { page: 2 });
    await loadedTable(
      'Daftar member',
      ((await pageFromMock('listPartnerMembers')).data[0] as Member).name,
    );
    const before = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Halaman 2' }));
    const table = await loadedTable('Daftar member', (pageTwo.data[0] as Member).name);
    expect(search().toString()).toBe('page=2');
    expect(window.history.length).toBe(before + 1);
    expect(within(bodyRows(table)[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent(
      '16',
    );
  });

  it('searches by name when typing rests, in the URL, and Reset clears it', async () => {
    const { user } = await renderPage(<MemberPage />, { role: 'P', path: '/member' });
    const first = (await pageFromMock('listPartnerMembers')).data[0] as Member;
    const found = await pageFromMock('listPartnerMembers', { search: first.name });
    await loadedTable('Daftar member', first.name);
    await user.type(screen.getByRole('searchbox', { name: 'Cari member' }), first.name);
    await waitFor(() => expect(search().get('search')).toBe(first.name));
    const table = await loadedTable('Daftar member', first.name);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(found.data.length));
    for (const row of bodyRows(table)) expect(row).toHaveTextContent(first.name);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Cari member' })).toHaveValue('');
  });

  it('shows inactive members with the neutral Nonaktif badge, as every list does', async () => {
    await renderPage(<MemberPage />, { role: 'P', path: '/member?limit=100' });
    const answer = await pageFromMock('listPartnerMembers', { limit: 100 });
    const inactive = answer.data.filter((member) => member.rowstatus === 0);
    if (inactive.length === 0) throw new Error('the seed needs an inactive member');
    const table = await loadedTable('Daftar member', (answer.data[0] as Member).name);
    const badges = within(table).getAllByText('Nonaktif');
    expect(badges).toHaveLength(inactive.length);
    for (const badge of badges) expect(badge).toHaveAttribute('data-variant', 'neutral');
  });

  it('says so when nothing matches', async () => {
    await renderPage(<MemberPage />, { role: 'P', path: '/member?search=tidakadamemberini' });
    expect(await screen.findByText('Tidak ada member yang cocok.')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    refuseOnce('get', '*/v1/partner_master/getallmember', 'Data member tidak bisa dimuat.');
    const { user } = await renderPage(<MemberPage />, { role: 'P', path: '/member' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Data member tidak bisa dimuat.');
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await loadedTable(
      'Daftar member',
      ((await pageFromMock('listPartnerMembers')).data[0] as Member).name,
    );
  });

  it('shows an admin-partner its own members', async () => {
    await renderPage(<MemberPage />, { role: 'A,P', path: '/member' });
    const answer = await pageFromMock('listPartnerMembers');
    await loadedTable('Daftar member', (answer.data[0] as Member).name);
    expect(
      screen.getByText(`Menampilkan 15 dari ${answer.meta.totaldata} data`),
    ).toBeInTheDocument();
  });
});
