import { server } from '@backoffice/mock-server/node';
import type { Merchant } from '@backoffice/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { holdAnswers, pageFromMock } from '../../../test/mock-api';
import { expectPageIntro, findToast } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { bodyRows, loadedTable, rowOf } from '../../../test/tables';
import { controlTime, passUndoWindow } from '../../../test/undo';
import { MerchantListPage } from './merchant-list-page';

describe('/merchant/list: merchants', () => {
  it('lists the accepted merchants with a switch each, and toggles one after its Batalkan', async () => {
    controlTime();
    const release = holdAnswers('get', '*/v1/merchant/aktif_status');
    const { user } = await renderPage(<MerchantListPage />, { role: 'A', path: '/merchant/list' });
    const answer = await pageFromMock('listMerchants');
    const first = answer.data[0] as Merchant;
    const table = await loadedTable('Daftar merchant', first.name);
    expectPageIntro('Merchant yang sudah diterima, dan registrasi yang menunggu keputusanmu.');
    expect(bodyRows(table)).toHaveLength(answer.data.length);

    const toggle = within(rowOf(table, first.name)).getByRole('switch', {
      name: `Status ${first.name}`,
    });
    const was = first.aktif;
    expect(toggle).toHaveAttribute('aria-checked', String(was));
    await user.click(toggle);
    // Flipped at once; sent after the 5 s of Batalkan, then locked until the answer comes.
    expect(toggle).toHaveAttribute('aria-checked', String(!was));
    await findToast(`${first.name} ${was ? 'dinonaktifkan' : 'diaktifkan'}`);
    await passUndoWindow();
    expect(toggle).toHaveAttribute('aria-checked', String(!was));
    expect(toggle).toBeDisabled();
    release();
    expect(await findToast('Merchant berhasil diubah.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeEnabled());
    const after = (await pageFromMock('listMerchants')).data.find((m) => m.id === first.id);
    expect(after?.aktif).toBe(!was);
  });

  it("puts the switch back with the server's message when it refuses", async () => {
    controlTime();
    const refuse = holdAnswers('get', '*/v1/merchant/aktif_status', {
      message: 'Merchant sedang diaudit.',
    });
    const { user } = await renderPage(<MerchantListPage />, { role: 'A', path: '/merchant/list' });
    const first = (await pageFromMock('listMerchants')).data[0] as Merchant;
    const table = await loadedTable('Daftar merchant', first.name);
    const toggle = within(rowOf(table, first.name)).getByRole('switch', {
      name: `Status ${first.name}`,
    });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', String(!first.aktif));
    await passUndoWindow();
    refuse();
    expect(await findToast('Merchant sedang diaudit.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', String(first.aktif)));
  });

  it('filters by status in the URL', async () => {
    const { user } = await renderPage(<MerchantListPage />, { role: 'A', path: '/merchant/list' });
    const inactive = await pageFromMock('listMerchants', { aktif: false });
    await loadedTable(
      'Daftar merchant',
      ((await pageFromMock('listMerchants')).data[0] as Merchant).name,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Nonaktif');
    await waitFor(() => expect(window.location.search).toBe('?aktif=false'));
    const table = await screen.findByRole('table', { name: 'Daftar merchant' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(Math.max(1, inactive.data.length)));
    if (inactive.data.length === 0) {
      expect(screen.getByText('Tidak ada merchant yang cocok.')).toBeInTheDocument();
    }
  });
});

/** The registrations tab, loaded, and the first registration waiting for a decision. */
async function openRegistrations() {
  const { user } = await renderPage(<MerchantListPage />, {
    role: 'A',
    path: '/merchant/list?tab=registration',
  });
  const candidate = (await pageFromMock('listMerchantRegistrations', { status: 'pending' }))
    .data[0] as Merchant;
  const table = await loadedTable('Daftar registrasi merchant', candidate.name);
  return { user, candidate, table };
}

describe('/merchant/list?tab=registration: registrations', () => {
  it('shows pending registrations first (the API orders them), a null status read as pending', async () => {
    await renderPage(<MerchantListPage />, {
      role: 'A',
      path: '/merchant/list?tab=registration',
    });
    const answer = await pageFromMock('listMerchantRegistrations');
    const pending = answer.data.filter((m) => m.status === null);
    const rejected = answer.data.filter((m) => m.status === 'rejected');
    const table = await loadedTable('Daftar registrasi merchant', (pending[0] as Merchant).name);
    const statusColumn = within(table)
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent === 'Status');
    const statuses = bodyRows(table).map(
      (row) => within(row).getAllByRole('cell')[statusColumn]?.textContent,
    );
    expect(statuses.slice(0, pending.length).every((text) => text === 'Menunggu')).toBe(true);
    expect(statuses.slice(pending.length).every((text) => text?.startsWith('Ditolak'))).toBe(true);
    expect(statuses).toHaveLength(pending.length + rejected.length);
  });

  it('accepts a registration after asking; it leaves the list and joins the merchants', async () => {
    const { user, candidate, table } = await openRegistrations();
    await user.click(
      within(rowOf(table, candidate.name)).getByRole('button', {
        name: `Terima ${candidate.name}`,
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Terima merchant?' });
    await user.click(within(dialog).getByRole('button', { name: 'Terima' }));
    expect(await findToast('Merchant berhasil diubah.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText(candidate.name)).toBeNull());
    await user.click(screen.getByRole('link', { name: 'Merchant' }));
    await loadedTable('Daftar merchant', candidate.name);
  });

  it('rejects a registration with a reason, sent once', async () => {
    const bodies: string[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/merchant/status')) {
        const form = await request.clone().formData();
        bodies.push(`${form.get('status')}|${form.get('reason')}`);
      }
    });
    const { user, candidate, table } = await openRegistrations();
    await user.click(
      within(rowOf(table, candidate.name)).getByRole('button', { name: `Tolak ${candidate.name}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tolak merchant?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Alasan' });
    // The contract's 500-character limit stops typing, so the server's 400 is never met here.
    expect(reason).toHaveAttribute('maxlength', '500');
    expect(within(dialog).getByText('Opsional, paling banyak 500 karakter.')).toBeInTheDocument();
    await user.type(reason, 'Foto buram.');
    const submit = within(dialog).getByRole('button', { name: 'Tolak' });
    await user.click(submit);
    await user.click(submit);
    expect(await findToast('Merchant berhasil diubah.')).toBeInTheDocument();
    expect(bodies).toEqual(['reject|Foto buram.']);
    // Rejected ones come after every pending one: the filter finds it with its reason.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Ditolak');
    const rejected = await loadedTable('Daftar registrasi merchant', candidate.name);
    expect(within(rowOf(rejected, candidate.name)).getByText('Foto buram.')).toBeInTheDocument();
  });
});
