import type { Partner } from '@backoffice/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@/lib/api';
import { listHref } from '@/lib/list/list-return';
import { pageFromMock } from '../../../test/mock-api';
import { expectPageIntro } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { signIn } from '../../../test/session';
import { bodyRows, cellsOf, headersOf, loadedTable } from '../../../test/tables';
import { PartnerPage } from './partner-page';

/** A partner's row, by its edit link. */
function partnerRow(table: HTMLElement, partner: Partner): HTMLElement {
  const row = table.querySelector(`a[href="/partner/edit/${partner.id}"]`)?.closest('tr');
  if (!row) throw new Error(`no row for partner ${partner.id}`);
  return row as HTMLElement;
}

const search = () => new URLSearchParams(window.location.search);

describe('/partner', () => {
  it('lists the partners with contact, role, referral code, members and status', async () => {
    await renderPage(<PartnerPage />, { role: 'A', path: '/partner' });
    const answer = await pageFromMock('listPartners');
    const first = answer.data[0] as Partner;
    const table = await loadedTable('Daftar partner', first.name);

    expectPageIntro('Akun partner referral: kontak, kode referral, jumlah member dan status.');
    expect(screen.getByRole('link', { name: 'Tambah partner' })).toHaveAttribute(
      'href',
      '/partner/add',
    );
    const headers = headersOf(table);
    expect(headers).toEqual(['No', 'Nama', 'Role', 'Kode Referral', 'Member', 'Status', 'Aksi']);
    expect(bodyRows(table)).toHaveLength(answer.data.length);
    const cells = cellsOf(partnerRow(table, first));
    // The seed's first partner, as the admin reads it.
    expect(cells.slice(0, 6)).toEqual([
      '1',
      'Bambang Rahayubambang.rahayu41@example.co.id085757290688',
      'Partner',
      'BAMBANG5515',
      '3',
      'Aktif',
    ]);
    expect(
      within(partnerRow(table, first)).getByRole('link', { name: `Ubah ${first.name}` }),
    ).toHaveAttribute('href', `/partner/edit/${first.id}`);
    expect(
      screen.getByText(
        `Menampilkan ${answer.meta.totalDataOnPage} dari ${answer.meta.totaldata} data`,
      ),
    ).toBeInTheDocument();
  });

  it('shows a partner without a referral code as such', async () => {
    await signIn('A');
    const { data } = await apiClient.POST('/v1/partner_master/create', {
      body: {
        name: 'Tanpa Kode',
        email: 'tanpa.kode@backoffice.test',
        phone: '081200000001',
        password: 'password123',
        role: 'P',
      },
    });
    await renderPage(<PartnerPage />, { role: 'A', path: '/partner?search=Tanpa%20Kode' });
    const table = await loadedTable('Daftar partner', 'Tanpa Kode');
    const row = partnerRow(table, data?.data as Partner);
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent(/^Belum ada kode$/);
  });

  it('keeps the status filter and the search in the URL; the form returns to it', async () => {
    const { user } = await renderPage(<PartnerPage />, { role: 'A', path: '/partner' });
    const inactive = await pageFromMock('listPartners', { rowstatus: 0 });
    const firstInactive = inactive.data[0] as Partner;
    await loadedTable(
      'Daftar partner',
      ((await pageFromMock('listPartners')).data[0] as Partner).name,
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Nonaktif');
    let table = await loadedTable('Daftar partner', firstInactive.name);
    expect(search().toString()).toBe('rowstatus=0');
    expect(bodyRows(table)).toHaveLength(inactive.data.length);
    for (const row of bodyRows(table)) expect(row).toHaveTextContent('Nonaktif');

    const before = window.history.length;
    await user.type(screen.getByRole('searchbox', { name: 'Cari partner' }), firstInactive.email);
    await waitFor(() => expect(search().get('search')).toBe(firstInactive.email));
    table = await loadedTable('Daftar partner', firstInactive.name);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(window.history.length).toBe(before);
    expect(listHref('/partner')).toBe(`/partner?${search().toString()}`);

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('falls back to every partner for a status the contract does not know', async () => {
    await renderPage(<PartnerPage />, { role: 'A', path: '/partner?rowstatus=2' });
    const answer = await pageFromMock('listPartners');
    await loadedTable('Daftar partner', (answer.data[0] as Partner).name);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });

  it('says so when nothing matches', async () => {
    await renderPage(<PartnerPage />, { role: 'A', path: '/partner?search=tidakadapartnerini' });
    expect(await screen.findByText('Tidak ada partner yang cocok.')).toBeInTheDocument();
  });
});
