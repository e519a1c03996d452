import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { partnersToExport } from '../../../../test/export-description';
import { findToast } from '../../../../test/queries';
import { renderPage } from '../../../../test/render-page';
import { DescribedList } from '../described-list';
import { LIST_PREFS_VERSION } from './list-prefs-store';

const search = () => window.location.search;

async function openPartners(path = '/partner') {
  const rendered = await renderPage(<DescribedList description={partnersToExport} />, {
    role: 'A',
    path,
  });
  await screen.findByRole('button', { name: 'Kolom' });
  return rendered;
}

const view = { id: 'v1', name: 'Mitra', search: 'mitra', filters: { rowstatus: '1' } };

function storeViews(prefs: { views: unknown[]; defaultView: string | null }): void {
  window.localStorage.setItem(
    'list-prefs:role:A',
    JSON.stringify({
      version: LIST_PREFS_VERSION,
      lists: { listPartners: { ...prefs, columns: null } },
    }),
  );
}

async function openViews(user: UserEvent): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Tampilan' }));
  return screen.findByRole('dialog', { name: 'Tampilan tersimpan' });
}

describe('Tampilan: saved views of a described list', () => {
  // The dialog and the toaster are chunks of their own, loaded with their first use; loaded here
  // once, so that no test's time includes them.
  beforeAll(() => Promise.all([import('./views-dialog'), import('../../toast-host')]));

  it('saves the search and filters under a name, as a link to them', async () => {
    const { user } = await openPartners('/partner?rowstatus=1&search=mitra');
    const dialog = await openViews(user);
    await user.click(within(dialog).getByRole('button', { name: 'Simpan tampilan ini' }));
    expect(within(dialog).getByText('Isi nama tampilan.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama tampilan' }), 'Mitra{Enter}');
    const link = await within(dialog).findByRole('link', { name: 'Mitra' });
    expect(link).toHaveAttribute('href', '/partner?search=mitra&rowstatus=1');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('opens a view from its link, and saves nothing while nothing narrows the list', async () => {
    storeViews({ views: [view], defaultView: null });
    const { user } = await openPartners('/partner');
    const dialog = await openViews(user);
    expect(within(dialog).getByRole('textbox', { name: 'Nama tampilan' })).toBeDisabled();
    await user.click(within(dialog).getByRole('link', { name: 'Mitra' }));
    await waitFor(() => expect(search()).toBe('?search=mitra&rowstatus=1'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Cari partner' })).toHaveValue('mitra');
  });

  it('refuses a second view of the same name', async () => {
    const { user } = await openPartners('/partner?rowstatus=1');
    const dialog = await openViews(user);
    const name = within(dialog).getByRole('textbox', { name: 'Nama tampilan' });
    await user.type(name, 'Aktif{Enter}');
    await within(dialog).findByRole('link', { name: 'Aktif' });
    await user.type(name, 'AKTIF{Enter}');
    expect(within(dialog).getByText('Nama ini sudah dipakai tampilan lain.')).toBeVisible();
    expect(within(dialog).getAllByRole('link')).toHaveLength(1);
  });

  it('marks a view as the list’s default', async () => {
    const { user } = await openPartners('/partner?rowstatus=0');
    const dialog = await openViews(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama tampilan' }), 'Mati{Enter}');
    await user.click(await within(dialog).findByRole('button', { name: 'Jadikan bawaan: Mati' }));
    expect(await within(dialog).findByText('Bawaan')).toBeVisible();
    const stored = JSON.parse(window.localStorage.getItem('list-prefs:role:A') ?? '');
    const [view] = stored.lists.listPartners.views;
    expect(view).toMatchObject({ name: 'Mati', search: '', filters: { rowstatus: '0' } });
    expect(stored.lists.listPartners.defaultView).toBe(view.id);
  });

  it('opens the default view when the list opens bare, and not over a link’s own state', async () => {
    const off = { id: 'off', name: 'Mati', search: '', filters: { rowstatus: '0' } };
    storeViews({ views: [off], defaultView: 'off' });
    const first = await openPartners('/partner');
    await waitFor(() => expect(search()).toBe('?rowstatus=0'));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('0');
    first.unmount();

    // A shared link keeps what it says; Reset then shows the whole list, not the default again.
    const { user } = await openPartners('/partner?rowstatus=1');
    expect(search()).toBe('?rowstatus=1');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(search()).toBe(''));
  });

  it('renames and deletes a view; the default goes with it', async () => {
    const { user } = await openPartners('/partner?search=budi');
    const dialog = await openViews(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama tampilan' }), 'Budi');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan tampilan ini' }));
    await user.click(within(dialog).getByRole('button', { name: 'Jadikan bawaan: Budi' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ubah nama Budi' }));
    const field = within(dialog).getByRole('textbox', { name: 'Nama baru untuk “Budi”' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Budi saja{Enter}');
    expect(await findToast('Tampilan “Budi” diganti namanya menjadi “Budi saja”.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Hapus Budi saja' }));
    expect(await findToast('Tampilan “Budi saja” dihapus.')).toBeVisible();
    expect(within(dialog).getByText('Belum ada tampilan tersimpan.')).toBeVisible();
    const stored = JSON.parse(window.localStorage.getItem('list-prefs:role:A') ?? '');
    expect(stored).toEqual({
      version: LIST_PREFS_VERSION,
      lists: { listPartners: { views: [], defaultView: null, columns: null } },
    });
  });

  it('drops a filter the list no longer takes from a stored view, and says so', async () => {
    const view = {
      id: 'old',
      name: 'Lama',
      search: '',
      filters: { rowstatus: '1', kota: 'Bogor' },
    };
    window.localStorage.setItem(
      'list-prefs:role:A',
      JSON.stringify({
        version: LIST_PREFS_VERSION,
        lists: { listPartners: { views: [view], defaultView: 'old', columns: null } },
      }),
    );
    await openPartners('/partner');
    await waitFor(() => expect(search()).toBe('?rowstatus=1'));
    expect(
      await findToast('Filter kota tidak tersedia lagi dan dilewati saat membuka tampilan “Lama”.'),
    ).toBeVisible();
    const stored = JSON.parse(window.localStorage.getItem('list-prefs:role:A') ?? '');
    expect(stored.lists.listPartners.views[0].filters).toEqual({ rowstatus: '1' });
  });

  it('is left off a list with nothing to keep', async () => {
    const bare = { ...partnersToExport, filters: {} };
    delete (bare as { search?: string }).search;
    await renderPage(<DescribedList description={bare} />, { role: 'A', path: '/partner' });
    await screen.findByRole('button', { name: 'Kolom' });
    expect(screen.queryByRole('button', { name: 'Tampilan' })).toBeNull();
  });
});
