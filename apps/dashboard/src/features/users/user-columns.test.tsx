import type { User } from '@backoffice/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { apiClient } from '@/lib/api';
import { LIST_PREFS_VERSION } from '@/lib/list/prefs/list-prefs-store';
import { blobText, readCsv } from '../../../test/csv';
import { renderPage } from '../../../test/render-page';
import { savedFiles } from '../../../test/saved-files';
import { headersOf, loadedTable } from '../../../test/tables';
import { UserPage } from './user-page';

/**
 * Columns of one's own on a real list (docs/engineering.md#saved-views-and-columns): `/users`
 * against the mock in process, its columns chosen from `Kolom`, kept over a reload, followed by
 * the phone's cards and, when asked, by the export.
 */

async function firstUser(): Promise<User> {
  const { data } = await apiClient.GET('/v1/admindata/allusers', { params: { query: {} } });
  return data?.data[0] as User;
}

async function openUsers(path = '/users') {
  const rendered = await renderPage(<UserPage />, { role: 'A', path });
  const table = await loadedTable('Daftar user', (await firstUser()).name);
  return { ...rendered, table };
}

async function openColumns(user: UserEvent): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: /^Kolom/ }));
  return screen.findByRole('dialog', { name: 'Kolom user' });
}

/** Hides `No. HP` and moves `Jenis` to the top, from the keyboard. */
async function arrange(user: UserEvent): Promise<HTMLElement> {
  const dialog = await openColumns(user);
  await user.click(within(dialog).getByRole('checkbox', { name: 'No. HP' }));
  const up = within(dialog).getByRole('button', { name: 'Naikkan kolom Jenis' });
  up.focus();
  await user.keyboard('{Enter}');
  // The moved column's button keeps the focus, so the next Enter moves it again.
  await waitFor(() => expect(up).toHaveFocus());
  await user.keyboard('{Enter}');
  await waitFor(() =>
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Kolom Jenis dipindah ke urutan 1 dari 5.',
    ),
  );
  return dialog;
}

/** What `arrange` leaves: No. HP hidden, Jenis first. */
const ARRANGED = { order: ['role', 'name', 'phone', 'created_at', 'active'], hidden: ['phone'] };

function storeLayout(columns: { order: string[]; hidden: string[] }): void {
  window.localStorage.setItem(
    'list-prefs:role:A',
    JSON.stringify({
      version: LIST_PREFS_VERSION,
      lists: { listUsers: { views: [], defaultView: null, columns } },
    }),
  );
}

describe('/users: columns of one’s own', () => {
  beforeAll(() =>
    Promise.all([
      import('@/lib/list/prefs/columns-dialog'),
      import('@/lib/list/export/export-format-dialog'),
    ]),
  );

  it('hides and reorders columns from the keyboard, and keeps the choice', async () => {
    const { user, table } = await openUsers();
    const dialog = await arrange(user);
    await user.click(within(dialog).getByRole('button', { name: 'Selesai' }));
    expect(headersOf(table)).toEqual(['', 'No', 'Jenis', 'User', 'Terdaftar', 'Status']);
    expect(screen.getByRole('button', { name: 'Kolom (diubah)' })).toBeVisible();
    const stored = JSON.parse(window.localStorage.getItem('list-prefs:role:A') ?? '');
    expect(stored.lists.listUsers.columns).toEqual(ARRANGED);
  });

  it('opens with the kept columns, and goes back to the default', async () => {
    storeLayout(ARRANGED);
    const { user, table } = await openUsers();
    expect(headersOf(table)).toEqual(['', 'No', 'Jenis', 'User', 'Terdaftar', 'Status']);
    const dialog = await openColumns(user);
    expect(within(dialog).getByRole('checkbox', { name: 'No. HP' })).not.toBeChecked();
    const reset = within(dialog).getByRole('button', { name: 'Kembalikan kolom bawaan' });
    await user.click(reset);
    expect(reset).toBeDisabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(headersOf(table)).toEqual(['', 'No', 'User', 'No. HP', 'Jenis', 'Terdaftar', 'Status']);
  });

  it('keeps the last column shown', async () => {
    storeLayout({ order: [], hidden: ['name', 'phone', 'role', 'active'] });
    const { user } = await renderPage(<UserPage />, { role: 'A', path: '/users' });
    await user.click(await screen.findByRole('button', { name: 'Kolom (diubah)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kolom user' });
    expect(within(dialog).getByRole('checkbox', { name: 'Terdaftar' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'User' })).toBeEnabled();
  });

  it('exports the columns shown or every column, as asked', async () => {
    storeLayout(ARRANGED);
    // A search keeps the file to a row or two (the seed's newest user): the test reads its header.
    const { user } = await openUsers('/users?search=Agus+Simanjuntak');
    const saved = savedFiles();
    const exportAs = async (columns: 'Kolom yang tampil' | 'Semua kolom') => {
      await user.click(screen.getByRole('button', { name: 'Ekspor' }));
      const ask = await screen.findByRole('dialog', { name: 'Ekspor user' });
      await user.click(within(ask).getByRole('radio', { name: 'CSV (.csv)' }));
      await user.click(within(ask).getByRole('radio', { name: columns }));
      await user.click(within(ask).getByRole('button', { name: 'Ekspor' }));
    };
    await exportAs('Kolom yang tampil');
    await waitFor(() => expect(saved).toHaveLength(1));
    await exportAs('Semua kolom');
    await waitFor(() => expect(saved).toHaveLength(2));
    const headers = await Promise.all(
      saved.map(async (file) => readCsv(await blobText(file.blob))[0]),
    );
    expect(headers).toEqual([
      ['Jenis', 'Nama', 'Email', 'Terdaftar', 'Status'],
      ['Nama', 'Email', 'No. HP', 'Jenis', 'Terdaftar', 'Status'],
    ]);
  });

  it('asks nothing of the columns while the list shows its own', async () => {
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Ekspor' }));
    const ask = await screen.findByRole('dialog', { name: 'Ekspor user' });
    expect(within(ask).queryByRole('radio', { name: 'Kolom yang tampil' })).toBeNull();
  });

  it('shows a phone’s cards with the same columns', async () => {
    storeLayout(ARRANGED);
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      await renderPage(<UserPage />, { role: 'A', path: '/users' });
      const first = await firstUser();
      const cards = await screen.findByRole('list', { name: 'Daftar user' });
      await within(cards).findByText(first.name);
      const [card] = within(cards).getAllByRole('listitem');
      // The first column shown is the card's title: here Jenis, moved to the top.
      expect(card?.querySelector('[data-slot="data-table-card-title"]')?.textContent).toBe(
        'Freelancer',
      );
      expect(
        within(card as HTMLElement)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['User', 'Terdaftar']);
    } finally {
      window.innerWidth = width;
    }
  });
});
