import type { Locator, Page } from '@playwright/test';
import { type DemoRole, expect, test } from './fixtures';

// Bulk actions on the lists that have them (docs/engineering.md#bulk-actions): a mixed result,
// and for a paged list every matching row across pages and the selection dropped by a filter
// change. One entry per list; a list that gains bulk actions adds an entry. Every test starts from the seed in its
// worker's own data (e2e/fixtures.ts), so these change data freely.

/** A row of a list's answer, as far as these tests read it. */
type Row = Record<string, unknown>;

type BulkListCase = {
  /** The list's route, and a role that may open it. */
  path: string;
  role: DemoRole;
  /** The table's name, and the noun of its texts (`Nonaktifkan 3 user?`). */
  caption: string;
  noun: string;
  /** The path of the list's call, whose answer tells the rows on screen. */
  listCall: string;
  /** Where that answer holds them, when not under `data` (rows inside another answer). */
  rowsOf?: (answer: Row) => Row[];
  /** The action tried, its per-row call, and the row a call's URL is about. */
  action: string;
  rowCall: string;
  rowIdInCall: (url: URL) => string | null;
  rowId: (row: Row) => string;
  /** The name the row's box reads (`Pilih <name>`). */
  rowName: (row: Row) => string;
  /** Whether the action changes the row (a toggle skips the rows already in its state). */
  applies: (row: Row) => boolean;
  /** A paged list's views; none for rows that come whole (all on screen, no filter). */
  views?: {
    /** The filter showing only rows the action applies to: its label, choice and URL. */
    narrow: { filter: string; choice: string; search: string };
    /** Another choice of that filter (a view without the rows picked). */
    otherChoice: string;
    /** The list's text when nothing matches. */
    noMatch: string;
  };
  /** The row shows the state the action gives it, or its state before. */
  expectChanged: (row: Locator, data: Row) => Promise<void>;
  expectUnchanged: (row: Locator, data: Row) => Promise<void>;
};

/** The row's status switch (`Status <name>`) is on or off. */
const expectSwitch = (row: Locator, name: string, on: boolean) =>
  expect(row.getByRole('switch', { name: `Status ${name}` })).toHaveAttribute(
    'aria-checked',
    String(on),
  );

const lists: BulkListCase[] = [
  {
    path: '/users',
    role: 'A',
    caption: 'Daftar user',
    noun: 'user',
    listCall: '/v1/admindata/allusers',
    action: 'Nonaktifkan',
    rowCall: '/v1/admindata/setuseractive',
    rowIdInCall: (url) => url.searchParams.get('id'),
    rowId: (row) => String(row.id),
    rowName: (row) => String(row.name),
    applies: (row) => row.active === true,
    views: {
      narrow: { filter: 'Status', choice: 'Aktif', search: '?active=true' },
      otherChoice: 'Nonaktif',
      noMatch: 'Tidak ada user yang cocok.',
    },
    expectChanged: (row, data) => expectSwitch(row, String(data.name), false),
    expectUnchanged: (row, data) => expectSwitch(row, String(data.name), data.active === true),
  },
  {
    // The partner's codes, whole inside its dashboard's answer (rows-description.ts).
    path: '/',
    role: 'P',
    caption: 'Daftar kode referral',
    noun: 'kode referral',
    listCall: '/v1/partner_master/getalldata',
    rowsOf: (answer) => (answer.data as { referrals: Row[] }).referrals,
    action: 'Nonaktifkan',
    rowCall: '/v1/partner/activedeactive/',
    rowIdInCall: (url) => url.pathname.split('/').pop() ?? null,
    rowId: (row) => String(row.id),
    rowName: (row) => String(row.partner_code),
    applies: (row) => row.rowstatus === 1,
    expectChanged: (row, data) => expectSwitch(row, String(data.partner_code), false),
    expectUnchanged: (row, data) =>
      expectSwitch(row, String(data.partner_code), data.rowstatus === 1),
  },
];

/** What the mock answers when a call is made to fail (x-mock-status 503). */
const SERVER_ERROR = 'Terjadi kesalahan pada server. Silakan coba lagi.';

/** Opens the list and answers the rows of its first page, as its call answered them. */
async function openList(page: Page, list: BulkListCase, search = '') {
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === list.listCall && response.ok(),
  );
  await page.goto(`${list.path}${search}`);
  const body = (await (await answer).json()) as Row & { meta?: { totaldata: number } };
  const table = page.getByRole('table', { name: list.caption });
  await expect(table.locator('[data-slot="data-table-row"]').first()).toBeVisible();
  const rows = list.rowsOf ? list.rowsOf(body) : (body.data as Row[]);
  return { table, rows, total: body.meta?.totaldata ?? rows.length };
}

const bar = (page: Page) => page.getByRole('region', { name: 'Pilihan' });
const box = (page: Page, list: BulkListCase, row: Row) =>
  page.getByRole('checkbox', { name: `Pilih ${list.rowName(row)}`, exact: true });
const rowOf = (page: Page, list: BulkListCase, row: Row) =>
  page.locator('[data-slot="data-table-row"]').filter({ has: box(page, list, row) });

for (const list of lists) {
  test.describe(`${list.path}: bulk ${list.action}`, () => {
    test.use({ signedInAs: list.role });

    test('a mixed result: one summary, the refused rows still picked with the server message, the others changed', async ({
      page,
      axe,
    }) => {
      const { rows } = await openList(page, list);
      const targets = rows.filter(list.applies).slice(0, 4);
      const skipped = rows.find((row) => !list.applies(row));
      expect(targets).toHaveLength(4);
      const refused = targets.slice(0, 2);
      const changed = targets.slice(2);
      // The real mock answers these rows' calls with its own 503 body; the others reach it as sent.
      const refusedIds = new Set(refused.map(list.rowId));
      await page.route(`**${list.rowCall}**`, (route) => {
        const id = list.rowIdInCall(new URL(route.request().url()));
        if (id === null || !refusedIds.has(id)) return route.continue();
        return route.continue({
          headers: { ...route.request().headers(), 'x-mock-status': '503' },
        });
      });

      const picked = skipped ? [...targets, skipped] : targets;
      for (const row of picked) await box(page, list, row).check();
      await expect(bar(page).getByText(`${picked.length} dipilih`, { exact: true })).toBeVisible();
      await axe(`${list.path} with rows picked`);

      await bar(page).getByRole('button', { name: list.action, exact: true }).click();
      const dialog = page.getByRole('alertdialog', {
        name: `${list.action} ${targets.length} ${list.noun}?`,
      });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: list.action, exact: true }).click();

      await expect(page.getByText('2 berhasil, 2 gagal', { exact: true })).toBeVisible();
      for (const row of refused) {
        await expect(box(page, list, row)).toBeChecked();
        await expect(box(page, list, row)).toHaveAccessibleDescription(SERVER_ERROR);
        await list.expectUnchanged(rowOf(page, list, row), row);
      }
      for (const row of changed) {
        await list.expectChanged(rowOf(page, list, row), row);
        await expect(box(page, list, row)).not.toBeChecked();
      }
      if (skipped) {
        // A toggle sent for it would have changed it the other way.
        await list.expectUnchanged(rowOf(page, list, skipped), skipped);
        await expect(box(page, list, skipped)).not.toBeChecked();
      }
      await expect(bar(page).getByText('2 dipilih', { exact: true })).toBeVisible();
      await axe(`${list.path} after a mixed result`);

      await page.reload();
      for (const row of changed) await list.expectChanged(rowOf(page, list, row), row);
      for (const row of refused) await list.expectUnchanged(rowOf(page, list, row), row);
    });

    const { views } = list;
    if (views === undefined) return;

    test('every matching row across pages, read when the action runs', async ({ page }) => {
      const { total } = await openList(page, list, views.narrow.search);
      const calls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === list.rowCall) calls.push(list.rowIdInCall(url) ?? '');
      });
      await page.getByRole('checkbox', { name: 'Pilih semua di halaman ini' }).check();
      await bar(page)
        .getByRole('button', { name: `Pilih semua ${total} yang cocok`, exact: true })
        .click();
      await expect(bar(page).getByText(`${total} dipilih`, { exact: true })).toBeVisible();
      // Rows on another page, never shown before, are picked too.
      await page.getByRole('button', { name: 'Halaman 2', exact: true }).click();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      const pageTwo = page.getByRole('table', { name: list.caption });
      await expect(pageTwo).not.toHaveAttribute('aria-busy');
      const boxes = pageTwo.locator('[data-slot="data-table-row"] [data-slot="data-table-select"]');
      await expect(boxes.first()).toBeChecked();
      for (const each of await boxes.all()) await expect(each).toBeChecked();

      await bar(page).getByRole('button', { name: list.action, exact: true }).click();
      const dialog = page.getByRole('alertdialog', {
        name: `${list.action} ${total} ${list.noun}?`,
      });
      await dialog.getByRole('button', { name: list.action, exact: true }).click();
      await expect(page.getByText(`${total} berhasil`, { exact: true })).toBeVisible();
      await expect(page.getByText(views.noMatch, { exact: true })).toBeVisible();
      expect(new Set(calls).size).toBe(total);
      expect(calls).toHaveLength(total);
    });

    test('changing the filter drops the selection; a page change keeps it', async ({ page }) => {
      const { rows } = await openList(page, list);
      const [first, second] = rows as [Row, Row];
      await box(page, list, first).check();
      await box(page, list, second).check();
      await page.getByRole('button', { name: 'Halaman 2', exact: true }).click();
      await expect(page).toHaveURL(`${list.path}?page=2`);
      await expect(bar(page).getByText('2 dipilih', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Halaman 1', exact: true }).click();
      await expect(box(page, list, first)).toBeChecked();

      await page.getByRole('combobox', { name: views.narrow.filter }).selectOption({
        label: views.otherChoice,
      });
      await expect(bar(page)).toBeHidden();
      await expect(page.locator('[data-slot="data-table-select"]:checked')).toHaveCount(0);
      await page
        .getByRole('combobox', { name: views.narrow.filter })
        .selectOption({ label: 'Semua' });
      await expect(box(page, list, first)).not.toBeChecked();
    });
  });
}
