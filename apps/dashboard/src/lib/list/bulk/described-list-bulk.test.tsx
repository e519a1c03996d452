import { server } from '@backoffice/mock-server/node';
import type { User } from '@backoffice/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { apiClient } from '@/lib/api';
import { countCalls } from '../../../../test/mock-api';
import { findToast } from '../../../../test/queries';
import { renderPage } from '../../../../test/render-page';
import { loadedTable, rowOf } from '../../../../test/tables';
import { controlTime, passUndoWindow } from '../../../../test/undo';
import { DescribedList } from '../described-list';
import { selectFilter } from '../filters';
import { describeList } from '../list-description';

// The kit's bulk actions on a described list of the mock's users, with the API's real toggle:
// what any list with `bulkActions` gets (docs/engineering.md#bulk-actions).

const toggle = (user: User) =>
  apiClient.GET('/v1/admindata/setuseractive', { params: { query: { id: user.id } } });

const users = describeList({
  operation: 'listUsers',
  noun: 'user',
  search: true,
  filters: {
    active: selectFilter('Status', [
      { value: true, label: 'Aktif' },
      { value: false, label: 'Nonaktif' },
    ]),
  },
  columns: [
    { id: 'name', header: 'Nama', cell: (user) => user.name, export: null },
    {
      id: 'active',
      header: 'Status',
      cell: (user) => (user.active ? 'Aktif' : 'Nonaktif'),
      export: null,
    },
  ],
  rowName: (user) => user.name,
  bulkActions: [
    {
      id: 'on',
      label: 'Aktifkan',
      appliesTo: (user) => !user.active,
      run: toggle,
      change: { kind: 'update', apply: (user) => ({ ...user, active: true }) },
    },
    {
      id: 'off',
      label: 'Nonaktifkan',
      appliesTo: (user) => user.active,
      run: toggle,
      change: { kind: 'update', apply: (user) => ({ ...user, active: false }) },
    },
  ],
});

async function usersFromMock(query: { active?: boolean; page?: number; limit?: number } = {}) {
  const { data } = await apiClient.GET('/v1/admindata/allusers', { params: { query } });
  if (data === undefined) throw new Error('no users');
  return data;
}

const box = (name: string) => screen.getByRole('checkbox', { name: `Pilih ${name}` });
const pageBox = () => screen.getByRole('checkbox', { name: 'Pilih semua di halaman ini' });
const bar = () => screen.queryByRole('region', { name: 'Pilihan' });
/** The bar's actions load with its first showing (a lazy chunk): wait for them. */
const barButton = (name: string) => within(bar() as HTMLElement).findByRole('button', { name });
const statusOf = (table: HTMLElement, user: User) =>
  within(rowOf(table, user.name)).getAllByRole('cell')[3]?.textContent;

async function openUsers(path = '/users') {
  const view = await renderPage(<DescribedList description={users} />, { role: 'A', path });
  const first = (await usersFromMock(path.includes('active=true') ? { active: true } : {}))
    .data[0] as User;
  const table = await loadedTable('Daftar user', first.name);
  return { ...view, table };
}

describe('bulk actions on a described list', () => {
  // The bar's actions are a chunk of their own, loaded with the first pick; loaded here once,
  // so no test's time goes to compiling it.
  beforeAll(() => import('./bulk-actions'));

  it('picks rows from the keyboard: Tab reaches the boxes, Space picks', async () => {
    const { user } = await openUsers();
    const [first] = (await usersFromMock()).data as [User];
    expect(bar()).toBeNull();

    await user.tab(); // the search box
    await user.tab(); // the status filter
    await user.tab(); // Tampilan, Kolom and Ekspor, at the toolbar's end
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ekspor' })).toHaveFocus();
    await user.tab();
    expect(pageBox()).toHaveFocus();
    await user.tab();
    expect(box(first.name)).toHaveFocus();
    await user.keyboard(' ');
    expect(box(first.name)).toBeChecked();
    expect(pageBox()).toBePartiallyChecked();
    expect(within(bar() as HTMLElement).getByText('1 dipilih', { exact: true })).toBeVisible();
  });

  it('picks the page from its header box, offers every matching row, and clears', async () => {
    const { user } = await openUsers();
    const { meta } = await usersFromMock();
    await user.click(pageBox());
    expect(pageBox()).toBeChecked();
    expect(within(bar() as HTMLElement).getByText('15 dipilih', { exact: true })).toBeVisible();
    expect(
      within(bar() as HTMLElement).getByRole('button', {
        name: `Pilih semua ${meta.totaldata} yang cocok`,
      }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Kosongkan pilihan' }));
    expect(bar()).toBeNull();
    expect(
      screen.getAllByRole('checkbox').filter((input) => (input as HTMLInputElement).checked),
    ).toEqual([]);
  });

  it('keeps the picked rows across pages', async () => {
    const { user } = await openUsers();
    const [first] = (await usersFromMock()).data as [User];
    const [onPageTwo] = (await usersFromMock({ page: 2 })).data as [User];
    await user.click(box(first.name));

    await user.click(screen.getByRole('button', { name: 'Halaman 2' }));
    await loadedTable('Daftar user', onPageTwo.name);
    await user.click(box(onPageTwo.name));
    expect(within(bar() as HTMLElement).getByText('2 dipilih', { exact: true })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Halaman 1' }));
    await loadedTable('Daftar user', first.name);
    expect(box(first.name)).toBeChecked();
  });

  it('drops the picked rows when the filter or the search changes, for good', async () => {
    const { user, table } = await openUsers();
    const [first] = (await usersFromMock()).data as [User];
    await user.click(box(first.name));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Aktif');
    await waitFor(() => expect(window.location.search).toBe('?active=true'));
    expect(bar()).toBeNull();
    expect(within(table).queryAllByRole('checkbox', { checked: true })).toEqual([]);
    // Back on the first view: what was picked there is gone, not set aside.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Semua');
    await loadedTable('Daftar user', first.name);
    expect(box(first.name)).not.toBeChecked();

    await user.click(pageBox());
    expect(bar()).not.toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Cari user' }), 'a{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?search=a'));
    expect(bar()).toBeNull();
  });

  it('deactivates only the active rows picked, at once and sent after Batalkan; the rows the server refused stay picked with its message', async () => {
    const { user, table } = await openUsers();
    const page = (await usersFromMock()).data;
    const active = page.filter((row) => row.active).slice(0, 3) as [User, User, User];
    const inactive = page.find((row) => !row.active) as User;
    expect(active).toHaveLength(3);
    expect(inactive).toBeDefined();
    const refused = active[1];
    server.use(
      http.get('*/v1/admindata/setuseractive', ({ request }) => {
        if (new URL(request.url).searchParams.get('id') !== String(refused.id)) return;
        return HttpResponse.json({ message: 'User sedang diperiksa.' }, { status: 400 });
      }),
    );
    for (const row of [...active, inactive]) await user.click(box(row.name));
    controlTime();

    await user.click(await barButton('Nonaktifkan'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Nonaktifkan 3 user?' });
    expect(dialog).toHaveAccessibleDescription(
      '1 user lain yang dipilih dilewati: Nonaktifkan tidak berlaku untuknya. Dikirim setelah 5 detik; sampai saat itu kamu bisa menekan Batalkan.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    // Shown at once, nothing sent until the 5 s pass.
    await findToast('3 user dinonaktifkan');
    for (const row of active) expect(statusOf(table, row)).toBe('Nonaktif');
    await passUndoWindow();

    await findToast('2 berhasil, 1 gagal');
    await waitFor(() => expect(statusOf(table, active[0])).toBe('Nonaktif'));
    expect(statusOf(table, active[2])).toBe('Nonaktif');
    // Refused: not shown as changed, still picked, with the server's words read with its box.
    expect(statusOf(table, refused)).toBe('Aktif');
    expect(box(refused.name)).toBeChecked();
    expect(box(refused.name)).toHaveAccessibleDescription('User sedang diperiksa.');
    // The inactive user was left alone: a toggle sent for it would have made it active.
    expect(statusOf(table, inactive)).toBe('Nonaktif');
    for (const row of [active[0], active[2], inactive]) expect(box(row.name)).not.toBeChecked();
    expect(within(bar() as HTMLElement).getByText('1 dipilih', { exact: true })).toBeVisible();
    const after = (await usersFromMock()).data;
    expect(after.find((row) => row.id === inactive.id)?.active).toBe(false);
    expect(after.find((row) => row.id === refused.id)?.active).toBe(true);
  });

  it('acts on every matching row across pages, read with the list query when the action runs', async () => {
    controlTime();
    const { user } = await openUsers('/users?active=true');
    const { meta } = await usersFromMock({ active: true });
    expect(meta.totalpage).toBeGreaterThan(1);
    const toggled: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/setuseractive')) toggled.push(url.searchParams.get('id') ?? '');
    });
    await user.click(pageBox());
    await user.click(
      screen.getByRole('button', { name: `Pilih semua ${meta.totaldata} yang cocok` }),
    );
    expect(
      within(bar() as HTMLElement).getByText(`${meta.totaldata} dipilih`, { exact: true }),
    ).toBeVisible();

    await user.click(await barButton('Nonaktifkan'));
    const dialog = await screen.findByRole('alertdialog', {
      name: `Nonaktifkan ${meta.totaldata} user?`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    await findToast(`${meta.totaldata} user dinonaktifkan`);
    expect(toggled).toHaveLength(0);
    await passUndoWindow();
    await findToast(`${meta.totaldata} berhasil`);
    expect(await screen.findByText('Tidak ada user yang cocok.')).toBeInTheDocument();
    expect(toggled).toHaveLength(meta.totaldata);
    expect((await usersFromMock({ active: true })).meta.totaldata).toBe(0);
  });

  it('on Cancel sends no more calls, finishes those under way and keeps the rest picked', async () => {
    controlTime();
    const { user, table } = await openUsers('/users?active=true');
    const page = (await usersFromMock({ active: true })).data;
    let release: () => void = () => {};
    const gate = new Promise<void>((open) => {
      release = open;
    });
    let started = 0;
    server.use(
      http.get('*/v1/admindata/setuseractive', async () => {
        started += 1;
        await gate;
      }),
    );
    await user.click(pageBox());
    await user.click(await barButton('Nonaktifkan'));
    const dialog = await screen.findByRole('alertdialog', {
      name: `Nonaktifkan ${page.length} user?`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    const progress = await screen.findByRole('progressbar', { name: 'Nonaktifkan' });
    expect(progress).toHaveAttribute('aria-valuetext', `0 / ${page.length}`);
    await passUndoWindow();
    await waitFor(() => expect(started).toBe(4));
    expect(screen.getByRole('button', { name: 'Batal' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    release();

    await findToast(`4 berhasil, ${page.length - 4} dibatalkan`);
    expect(started).toBe(4);
    expect(
      within(bar() as HTMLElement).getByText(`${page.length - 4} dipilih`, { exact: true }),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(table).queryAllByRole('checkbox', { checked: true })).toHaveLength(
        page.length - 4,
      ),
    );
  });

  it("Batalkan on the batch's toast puts every row back and sends nothing", async () => {
    controlTime();
    const calls = countCalls('GET', '/setuseractive');
    const { user, table } = await openUsers('/users?active=true');
    const page = (await usersFromMock({ active: true })).data;
    await user.click(pageBox());
    await user.click(await barButton('Nonaktifkan'));
    const dialog = await screen.findByRole('alertdialog', {
      name: `Nonaktifkan ${page.length} user?`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    const toast = await findToast(`${page.length} user dinonaktifkan`);
    for (const row of page) expect(statusOf(table, row)).toBe('Nonaktif');
    await user.click(
      within(toast.closest('li') as HTMLElement).getByRole('button', { name: 'Batalkan' }),
    );
    for (const row of page) expect(statusOf(table, row)).toBe('Aktif');
    // Still picked, to act on again.
    expect(
      within(bar() as HTMLElement).getByText(`${page.length} dipilih`, { exact: true }),
    ).toBeVisible();
    await passUndoWindow();
    expect(calls.count).toBe(0);
    const after = (await usersFromMock({ active: true })).data;
    expect(after.map((row) => row.id)).toEqual(page.map((row) => row.id));
  });
});
