import type { User } from '@backoffice/sdk';
import { act, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'wouter/use-browser-location';
import { signOut } from '@/lib/sign-out';
import { blobText, readCsv } from '../../../test/csv';
import { countCalls, holdAnswers, pageFromMock } from '../../../test/mock-api';
import { findToast } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { savedFiles } from '../../../test/saved-files';
import { signIn } from '../../../test/session';
import { bodyRows, cellsOf, headersOf, loadedTable, rowOf } from '../../../test/tables';
import { controlTime, passUndoWindow } from '../../../test/undo';
import { UserPage } from './user-page';

/** `/users` as the admin, its first user's switch pressed: the change waits for its Batalkan. */
async function switchFirstUserWaiting() {
  controlTime();
  const calls = countCalls('GET', '/setuseractive');
  const { user } = await renderPage(<UserPage />, { role: 'A', path: '/users' });
  const first = (await pageFromMock('listUsers')).data[0] as User;
  const table = await loadedTable('Daftar user', first.name);
  await user.click(
    within(rowOf(table, first.name)).getByRole('switch', { name: `Status ${first.name}` }),
  );
  return { calls, first };
}

describe('/users', () => {
  it('lists the users, 15 a page, with contact, kind and a switch each; a switch is sent after its Batalkan', async () => {
    controlTime();
    const release = holdAnswers('get', '*/v1/admindata/setuseractive');
    const calls = countCalls('GET', '/setuseractive');
    const { user } = await renderPage(<UserPage />, { role: 'A', path: '/users' });
    const answer = await pageFromMock('listUsers');
    const first = answer.data[0] as User;
    const table = await loadedTable('Daftar user', first.name);
    expect(bodyRows(table)).toHaveLength(Math.min(15, answer.meta.totaldata));
    expect(headersOf(table)).toEqual(['', 'No', 'User', 'No. HP', 'Jenis', 'Terdaftar', 'Status']);
    const cells = cellsOf(rowOf(table, first.name));
    // The first cell holds the row's box for the bulk actions (lib/list/bulk).
    expect(within(rowOf(table, first.name)).getByRole('checkbox')).toHaveAccessibleName(
      `Pilih ${first.name}`,
    );
    expect(cells[1]).toBe('1');
    // The seed's newest user, as the admin reads it.
    expect(cells[2]).toBe('Agus Simanjuntakagus.simanjuntak164@outlook.co.id');
    expect(cells[4]).toBe('Freelancer');
    expect(cells[5]).toBe('26 Sep 2026');
    expect(
      screen.getByText(`Menampilkan 15 dari ${answer.meta.totaldata} data`, { exact: true }),
    ).toBeInTheDocument();

    const toggle = within(rowOf(table, first.name)).getByRole('switch', {
      name: `Status ${first.name}`,
    });
    expect(toggle).toHaveAttribute('aria-checked', String(first.active));
    await user.click(toggle);
    // At once on screen, with Batalkan; sent once after 5 s, then locked until the answer.
    expect(toggle).toHaveAttribute('aria-checked', String(!first.active));
    await findToast(`${first.name} ${first.active ? 'dinonaktifkan' : 'diaktifkan'}`);
    expect(calls.count).toBe(0);
    await passUndoWindow();
    expect(calls.count).toBe(1);
    expect(toggle).toHaveAttribute('aria-checked', String(!first.active));
    expect(toggle).toBeDisabled();
    release();
    await findToast('User berhasil diubah.');
    await waitFor(() => expect(toggle).toBeEnabled());
    const after = (await pageFromMock('listUsers')).data.find((row) => row.id === first.id);
    expect(after?.active).toBe(!first.active);
    expect(calls.count).toBe(1);
  });

  it('Batalkan, by click or Ctrl+Z, puts the switch back and sends nothing', async () => {
    controlTime();
    const calls = countCalls('GET', '/setuseractive');
    const { user } = await renderPage(<UserPage />, { role: 'A', path: '/users' });
    const [first, second] = (await pageFromMock('listUsers')).data as [User, User];
    const table = await loadedTable('Daftar user', first.name);
    const switchOf = (row: User) =>
      within(rowOf(table, row.name)).getByRole('switch', { name: `Status ${row.name}` });

    await user.click(switchOf(first));
    const toast = await findToast(`${first.name} ${first.active ? 'dinonaktifkan' : 'diaktifkan'}`);
    const undo = within(toast.closest('li') as HTMLElement).getByRole('button', {
      name: 'Batalkan',
    });
    await user.click(undo);
    expect(switchOf(first)).toHaveAttribute('aria-checked', String(first.active));

    await user.click(switchOf(second));
    expect(switchOf(second)).toHaveAttribute('aria-checked', String(!second.active));
    await user.keyboard('{Control>}z{/Control}');
    expect(switchOf(second)).toHaveAttribute('aria-checked', String(second.active));

    await passUndoWindow();
    expect(calls.count).toBe(0);
    const after = (await pageFromMock('listUsers')).data;
    expect(after.find((row) => row.id === first.id)?.active).toBe(first.active);
    expect(after.find((row) => row.id === second.id)?.active).toBe(second.active);
  });

  it('sends a waiting switch at once when the page is left, and only once', async () => {
    const { calls, first } = await switchFirstUserWaiting();
    expect(calls.count).toBe(0);
    act(() => navigate('/merchant'));
    await findToast('User berhasil diubah.');
    expect(calls.count).toBe(1);
    await passUndoWindow();
    expect(calls.count).toBe(1);
    const after = (await pageFromMock('listUsers')).data.find((row) => row.id === first.id);
    expect(after?.active).toBe(!first.active);
  });

  it('sends a waiting switch as the tab closes, without asking, in a call that outlives the page', async () => {
    const fetches = vi.spyOn(globalThis, 'fetch');
    const { calls, first } = await switchFirstUserWaiting();
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    // Only a delete asks before the tab closes; a switch is simply sent.
    expect(closing.defaultPrevented).toBe(false);
    try {
      act(() => void window.dispatchEvent(new Event('pagehide')));
      await waitFor(() => expect(calls.count).toBe(1));
    } finally {
      // The jsdom lives on for the next test, as a page back from the browser's cache does.
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    }
    const sent = fetches.mock.calls.find(([request]) =>
      String((request as Request).url).includes('/setuseractive'),
    );
    expect(sent?.[1]).toEqual({ keepalive: true });
    await findToast('User berhasil diubah.');
    const after = (await pageFromMock('listUsers')).data.find((row) => row.id === first.id);
    expect(after?.active).toBe(!first.active);
  });

  it('sends a waiting switch when the user signs out, before the session ends', async () => {
    const { calls, first } = await switchFirstUserWaiting();
    await act(() => signOut());
    expect(calls.count).toBe(1);
    expect(window.location.pathname).toBe('/login');
    await signIn('A');
    const after = (await pageFromMock('listUsers')).data.find((row) => row.id === first.id);
    expect(after?.active).toBe(!first.active);
  });

  it("puts the switch back with the server's message when it refuses", async () => {
    controlTime();
    const refuse = holdAnswers('get', '*/v1/admindata/setuseractive', {
      message: 'User sedang diperiksa.',
    });
    const { user } = await renderPage(<UserPage />, { role: 'A', path: '/users' });
    const first = (await pageFromMock('listUsers')).data[0] as User;
    const table = await loadedTable('Daftar user', first.name);
    const toggle = within(rowOf(table, first.name)).getByRole('switch', {
      name: `Status ${first.name}`,
    });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', String(!first.active));
    await passUndoWindow();
    refuse();
    await findToast('User sedang diperiksa.');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', String(first.active)));
  });

  it('keeps the status filter and the search in the URL, and says when nothing matches', async () => {
    const { user } = await renderPage(<UserPage />, { role: 'A', path: '/users' });
    const first = (await pageFromMock('listUsers')).data[0] as User;
    await loadedTable('Daftar user', first.name);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Nonaktif');
    await waitFor(() => expect(window.location.search).toBe('?active=false'));
    const inactive = await pageFromMock('listUsers', { active: false });
    const table = screen.getByRole('table', { name: 'Daftar user' });
    const someone = inactive.data[0] as User;
    await waitFor(() => expect(within(table).getByText(someone.name)).toBeInTheDocument());

    await user.type(screen.getByRole('searchbox', { name: 'Cari user' }), 'tidak-ada-yang-begini');
    await waitFor(() =>
      expect(window.location.search).toBe('?active=false&search=tidak-ada-yang-begini'),
    );
    expect(await screen.findByText('Tidak ada user yang cocok.')).toBeInTheDocument();
  });

  it('offers to export only the rows picked, and writes just those', async () => {
    await Promise.all([
      import('@/lib/list/export/export-format-dialog'),
      import('@/lib/list/export/run-export'),
      import('@/lib/list/export/csv'),
    ]);
    const saved = savedFiles();
    const { user } = await renderPage(<UserPage />, { role: 'A', path: '/users' });
    const table = await loadedTable('Daftar user', 'Agus Simanjuntak');
    await user.click(within(table).getByRole('checkbox', { name: 'Pilih Agus Simanjuntak' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Pilih Rizky Wibowo' }));

    await user.click(screen.getByRole('button', { name: 'Ekspor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ekspor user' });
    expect(within(dialog).getByText('2 baris terpilih.', { selector: 'p' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '2 baris terpilih' })).toBeChecked();
    // Every matching row stays one choice away, and the dialog says so.
    await user.click(within(dialog).getByRole('radio', { name: 'Semua baris yang cocok' }));
    expect(
      within(dialog).getByText(
        'Semua baris yang cocok dengan pencarian, filter dan tab yang sedang dibuka.',
        { selector: 'p' },
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '2 baris terpilih' }));
    await user.click(within(dialog).getByRole('radio', { name: 'CSV (.csv)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ekspor' }));
    expect(await findToast('2 baris diekspor.')).toBeInTheDocument();
    const rows = readCsv(await blobText(saved[0]?.blob as Blob));
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Agus Simanjuntak', 'Rizky Wibowo']);
  });

  it('exports every matching row less those unpicked after "Pilih semua"', async () => {
    await Promise.all([
      import('@/lib/list/export/export-format-dialog'),
      import('@/lib/list/export/run-export'),
      import('@/lib/list/export/csv'),
    ]);
    const saved = savedFiles();
    const { user } = await renderPage(<UserPage />, { role: 'A', path: '/users?active=true' });
    const { meta } = await pageFromMock('listUsers', { active: true });
    const table = await loadedTable('Daftar user', 'Agus Simanjuntak');
    await user.click(within(table).getByRole('checkbox', { name: 'Pilih semua di halaman ini' }));
    await user.click(
      screen.getByRole('button', { name: `Pilih semua ${meta.totaldata} yang cocok` }),
    );
    await user.click(within(table).getByRole('checkbox', { name: 'Pilih Agus Simanjuntak' }));

    await user.click(screen.getByRole('button', { name: 'Ekspor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ekspor user' });
    const picked = `${meta.totaldata - 1} baris terpilih`;
    expect(within(dialog).getByRole('radio', { name: picked })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'CSV (.csv)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ekspor' }));
    expect(await findToast(`${meta.totaldata - 1} baris diekspor.`)).toBeInTheDocument();
    const names = readCsv(await blobText(saved[0]?.blob as Blob))
      .slice(1)
      .map((row) => row[0]);
    expect(names).toHaveLength(meta.totaldata - 1);
    expect(names).not.toContain('Agus Simanjuntak');
    expect(names).toContain('Rizky Wibowo');
  });
});
