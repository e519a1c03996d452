import type { Locator, Page, Request } from '@playwright/test';
import { type DemoRole, expect, test } from './fixtures';
import { controlClock, passUndoWait } from './undo-wait';
import { MOCK_URL } from './urls';

// Bulk actions on every list that has them (docs/engineering.md#bulk-actions). One entry per
// list, one test per entry: a single visit of the list tries a mixed result, then the selection
// dropped by a change of the view, then every matching row across pages (one navigation: the
// journeys' time is counted, see docs/engineering.md#tests). Every test starts from the seed in
// its worker's own data (e2e/fixtures.ts), so these change data freely.

/** A row of a list's answer, as far as these tests read it. */
type Row = Record<string, unknown>;

/** A paged answer's counts (the mock's `meta`). */
type Meta = { totaldata: number; totalActive: number };

/**
 * How the view changes: a select filter (its label; the choice whose view the action is tried on
 * every matching row of, with its query parameters of the list's call; another choice), or the
 * search box of a list without filters (the whole list is the view; a search narrows it).
 */
type Narrowing =
  | { kind: 'filter'; label: string; choice: string; other: string; query: string }
  | { kind: 'search'; label: string };

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
  /** The action tried and its per-row operation (the mock's rule fails some of its calls). */
  action: string;
  operationId: string;
  /** A request of that operation (its path starts so), and the row it is about. */
  rowCall: string;
  rowIdInCall: (request: Request) => string | null;
  /** The row's key as the operation's `id` takes it, and its name in its box (`Pilih <name>`). */
  rowId: (row: Row) => string;
  rowName: (row: Row) => string;
  /** Whether the action changes the row (a toggle skips the rows already in its state). */
  applies: (row: Row) => boolean;
  /** Runs axe with rows picked and after the result (the bar is the kit's, the same on every list). */
  axe?: boolean;
  /** A paged list's views; none for rows that come whole (all on screen, no filter). */
  views?: {
    narrowing: Narrowing;
    /**
     * Of the rows of that view, how many the action applies to, as the API counts them (`count`
     * answers a query's counts); all of them by default.
     */
    applicable?: (count: (query: string) => Promise<Meta>) => Promise<number>;
    /** The view once the action ran on every matching row. */
    afterAll: (page: Page, table: Locator) => Promise<void>;
  };
  /** The row shows the state the action gives it, or its state before. */
  expectChanged: (row: Locator, data: Row) => Promise<void>;
  expectUnchanged: (row: Locator, data: Row) => Promise<void>;
};

/** What the mock answers a call its rule fails with 503 (apps/mock-server/README.md#rules). */
const SERVER_ERROR = 'Terjadi kesalahan pada server. Silakan coba lagi.';

/** A search no row of any list matches. */
const NO_SUCH_ROW = 'tidak ada yang begini';

const idInQuery = (request: Request) => new URL(request.url()).searchParams.get('id');
const idInPath = (request: Request) => new URL(request.url()).pathname.split('/').pop() ?? null;
const idInBody = (request: Request) => String((request.postDataJSON() as { id: unknown }).id);

/** The row's status switch (`Status <name>`) is on or off. */
const expectSwitch = (row: Locator, name: string, on: boolean) =>
  expect(row.getByRole('switch', { name: `Status ${name}` })).toHaveAttribute(
    'aria-checked',
    String(on),
  );

/** The row shows exactly this status badge. */
const expectStatus = (row: Locator, label: string) =>
  expect(row.getByText(label, { exact: true })).toBeVisible();

/** The row left the list (deleted, or accepted out of the registrations). */
const expectGone = (row: Locator) => expect(row).toHaveCount(0);

/** The list shows this text instead of rows. */
const shows = (text: string) => (page: Page) =>
  expect(page.getByText(text, { exact: true })).toBeVisible();

/** Activate/deactivate over an active flag shown as the row's switch. */
const deactivation = (
  name: (row: Row) => string,
  active: (row: Row) => boolean,
): Pick<BulkListCase, 'action' | 'rowName' | 'applies' | 'expectChanged' | 'expectUnchanged'> => ({
  action: 'Nonaktifkan',
  rowName: name,
  applies: active,
  expectChanged: (row, data) => expectSwitch(row, name(data), false),
  expectUnchanged: (row, data) => expectSwitch(row, name(data), active(data)),
});

/** A delete: the refused rows stay, the others leave the list. */
const deletion = (
  name: (row: Row) => string,
): Pick<BulkListCase, 'action' | 'rowName' | 'applies' | 'expectChanged' | 'expectUnchanged'> => ({
  action: 'Hapus',
  rowName: name,
  applies: () => true,
  expectChanged: (row) => expectGone(row),
  expectUnchanged: (row) => expect(row).toBeVisible(),
});

const text = (field: string) => (row: Row) => String(row[field]);

const lists: BulkListCase[] = [
  {
    path: '/users',
    role: 'A',
    caption: 'Daftar user',
    noun: 'user',
    listCall: '/v1/admindata/allusers',
    operationId: 'toggleUserActive',
    rowCall: '/v1/admindata/setuseractive',
    rowIdInCall: idInQuery,
    rowId: text('id'),
    ...deactivation(text('name'), (row) => row.active === true),
    axe: true,
    views: {
      narrowing: {
        kind: 'filter',
        label: 'Status',
        choice: 'Aktif',
        other: 'Nonaktif',
        query: 'active=true',
      },
      afterAll: shows('Tidak ada user yang cocok.'),
    },
  },
  {
    // The partner's codes, whole inside its dashboard's answer (rows-description.ts).
    path: '/',
    role: 'P',
    caption: 'Daftar kode referral',
    noun: 'kode referral',
    listCall: '/v1/partner_master/getalldata',
    rowsOf: (answer) => (answer.data as { referrals: Row[] }).referrals,
    operationId: 'setReferralCodeStatus',
    rowCall: '/v1/partner/activedeactive/',
    rowIdInCall: idInPath,
    rowId: text('id'),
    ...deactivation(text('partner_code'), (row) => row.rowstatus === 1),
  },
  {
    path: '/merchant/list',
    role: 'A',
    caption: 'Daftar merchant',
    noun: 'merchant',
    listCall: '/v1/merchant/getall',
    operationId: 'toggleMerchantActive',
    rowCall: '/v1/merchant/aktif_status',
    rowIdInCall: idInQuery,
    rowId: text('id'),
    ...deactivation(text('name'), (row) => row.aktif === true),
    views: {
      narrowing: {
        kind: 'filter',
        label: 'Status',
        choice: 'Aktif',
        other: 'Nonaktif',
        query: 'aktif=true',
      },
      afterAll: shows('Tidak ada merchant yang cocok.'),
    },
  },
  {
    // Pending first, then rejected; an accepted registration leaves this list.
    path: '/merchant/list?tab=registration',
    role: 'A',
    caption: 'Daftar registrasi merchant',
    noun: 'registrasi',
    listCall: '/v1/merchant/getallreject',
    operationId: 'reviewMerchantRegistration',
    action: 'Terima',
    rowCall: '/v1/merchant/status',
    rowIdInCall: idInQuery,
    rowId: text('id'),
    rowName: text('name'),
    applies: () => true,
    views: {
      narrowing: {
        kind: 'filter',
        label: 'Status',
        choice: 'Menunggu',
        other: 'Ditolak',
        query: 'status=pending',
      },
      afterAll: shows('Tidak ada registrasi yang cocok.'),
    },
    expectChanged: (row) => expectGone(row),
    expectUnchanged: (row, data) =>
      expectStatus(row, data.status === 'rejected' ? 'Ditolak' : 'Menunggu'),
  },
  {
    path: '/voucher',
    role: 'M',
    caption: 'Daftar voucher',
    noun: 'voucher',
    listCall: '/v1/merchant/getall_data',
    operationId: 'deleteVoucher',
    rowCall: '/v1/merchant/remove_data',
    rowIdInCall: idInQuery,
    rowId: text('id'),
    ...deletion(text('name')),
    views: {
      narrowing: {
        kind: 'filter',
        label: 'Status',
        choice: 'Aktif',
        other: 'Nonaktif',
        query: 'aktif=true',
      },
      afterAll: shows('Tidak ada voucher yang cocok.'),
    },
  },
  {
    path: '/voucher?tab=redeem',
    role: 'M',
    caption: 'Daftar redeem voucher',
    noun: 'redeem',
    listCall: '/v1/merchant/getall_redeem',
    operationId: 'setVoucherRedeemStatus',
    action: 'Terima',
    rowCall: '/v1/merchant/status_redeem',
    rowIdInCall: idInQuery,
    rowId: text('id'),
    rowName: (row) => `${row.code} ${row.member_name}`,
    applies: (row) => row.status === 'pending',
    views: {
      // The seed's pending redeems fill one page: the action is tried on the whole list, where
      // it applies to the pending ones only.
      narrowing: { kind: 'filter', label: 'Status', choice: 'Semua', other: 'Ditolak', query: '' },
      applicable: async (count) => (await count('status=pending')).totaldata,
      afterAll: (_page, table) =>
        expect(table.getByText('Menunggu', { exact: true })).toHaveCount(0),
    },
    expectChanged: (row) => expectStatus(row, 'Diterima'),
    expectUnchanged: (row, data) =>
      expectStatus(row, { pending: 'Menunggu', accepted: 'Diterima' }[String(data.status)] ?? ''),
  },
  {
    path: '/promo',
    role: 'A',
    caption: 'Daftar promo',
    noun: 'promo',
    listCall: '/v1/admindata/allpromos',
    operationId: 'deletePromo',
    rowCall: '/v1/promo/delete/',
    rowIdInCall: idInPath,
    rowId: text('id'),
    ...deletion(text('title')),
    views: {
      narrowing: { kind: 'search', label: 'Cari promo' },
      afterAll: shows('Belum ada promo.'),
    },
  },
  {
    path: '/survey',
    role: 'A',
    caption: 'Daftar survey',
    noun: 'survey',
    listCall: '/v1/admindata/getallsurvey',
    rowsOf: (answer) => answer.survey as Row[],
    operationId: 'deleteSurvey',
    rowCall: '/v1/admindata/deletesurvey/',
    rowIdInCall: idInPath,
    rowId: text('id'),
    ...deletion(text('title')),
    views: {
      narrowing: { kind: 'search', label: 'Cari survey' },
      afterAll: shows('Belum ada survey.'),
    },
  },
  {
    // Status is set, not toggled: one action per status, each for the rows not in it yet.
    path: '/event',
    role: 'A',
    caption: 'Daftar event',
    noun: 'event',
    listCall: '/v1/kreator/admin/all/events',
    operationId: 'setEventStatus',
    action: 'Setujui',
    rowCall: '/v1/kreator/admin/update/event',
    rowIdInCall: idInQuery,
    rowId: text('id'),
    rowName: text('title'),
    applies: (row) => row.status !== 'approved',
    views: {
      // The seed's pending events fill one page: the action is tried on the whole list, where it
      // applies to the pending and the rejected ones.
      narrowing: { kind: 'filter', label: 'Status', choice: 'Semua', other: 'Ditolak', query: '' },
      applicable: async (count) =>
        (await count('status=pending')).totaldata + (await count('status=rejected')).totaldata,
      afterAll: async (_page, table) => {
        for (const status of await table.getByRole('combobox').all()) {
          await expect(status).toHaveValue('approved');
        }
      },
    },
    expectChanged: (row, data) =>
      expect(row.getByRole('combobox', { name: `Status ${data.title}` })).toHaveValue('approved'),
    expectUnchanged: (row, data) =>
      expect(row.getByRole('combobox', { name: `Status ${data.title}` })).toHaveValue(
        String(data.status),
      ),
  },
  {
    path: '/project-expee',
    role: 'A',
    caption: 'Daftar proyek',
    noun: 'proyek',
    listCall: '/v1/admindata/allprojects',
    operationId: 'setProjectRowStatus',
    rowCall: '/v1/admindata/updateprojectjobstatus',
    rowIdInCall: idInBody,
    rowId: text('id'),
    ...deactivation(text('project_name'), (row) => row.rowStatus === 1),
    views: {
      narrowing: { kind: 'search', label: 'Cari proyek' },
      // No filter: the view holds inactive projects too, which Nonaktifkan leaves alone.
      applicable: async (count) => (await count('')).totalActive,
      afterAll: (_page, table) =>
        expect(table.getByRole('switch', { checked: true })).toHaveCount(0),
    },
  },
];

/** Opens the list and answers the rows of its first page, as its call answered them. */
async function openList(page: Page, list: BulkListCase) {
  await controlClock(page);
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === list.listCall && response.ok(),
  );
  await page.goto(list.path);
  const body = (await (await answer).json()) as Row;
  const table = page.getByRole('table', { name: list.caption });
  await expect(table.locator('[data-slot="data-table-row"]').first()).toBeVisible();
  return { table, rows: list.rowsOf ? list.rowsOf(body) : (body.data as Row[]) };
}

/** How many rows of the list match `query` now, as the API counts them (the signed-in role's). */
async function countMatching(page: Page, list: BulkListCase, query: string): Promise<Meta> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  const response = await page.request.get(`${MOCK_URL}${list.listCall}?page=1&${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { meta: Meta }).meta;
}

/** Makes the mock answer 503 to the next call for each of these rows (then the rule ends). */
async function failCallsFor(mockScope: string | null, operationId: string, ids: string[]) {
  const scope: Record<string, string> = mockScope === null ? {} : { 'x-mock-scope': mockScope };
  const response = await fetch(`${MOCK_URL}/__mock/rules`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...scope },
    body: JSON.stringify({ operationId, match: { id: ids }, status: 503, times: ids.length }),
  });
  expect(response.status).toBe(201);
}

const bar = (page: Page) => page.getByRole('region', { name: 'Pilihan' });
const box = (page: Page, list: BulkListCase, row: Row) =>
  page.getByRole('checkbox', { name: `Pilih ${list.rowName(row)}`, exact: true });
const rowOf = (page: Page, list: BulkListCase, row: Row) =>
  page.locator('[data-slot="data-table-row"]').filter({ has: box(page, list, row) });
const checkedBoxes = (page: Page) => page.locator('[data-slot="data-table-select"]:checked');

/** Runs the bar's action on what is picked, confirming `count` rows. */
async function runAction(page: Page, list: BulkListCase, count: number) {
  await bar(page).getByRole('button', { name: list.action, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: `${list.action} ${count} ${list.noun}?` });
  await dialog.getByRole('button', { name: list.action, exact: true }).click();
  // Shown at once with Batalkan (docs/engineering.md#undo); sent when the 5 s have passed.
  const done = `${count} ${list.noun} di${list.action.toLowerCase()}`;
  await expect(page.getByText(done, { exact: true })).toBeVisible();
  await passUndoWait(page);
}

for (const list of lists) {
  test.describe(`${list.path}: bulk ${list.action}`, () => {
    test.use({ signedInAs: list.role });

    test(`a mixed result${list.views ? ', the selection dropped by another view, every matching row across pages' : ''}`, async ({
      page,
      axe,
      mockScope,
    }) => {
      const { table, rows } = await openList(page, list);

      // 1. A mixed result: two of four rows' calls refused by the server.
      const named = (row: Row) => rows.filter((other) => list.rowName(other) === list.rowName(row));
      const unique = rows.filter((row) => named(row).length === 1);
      const targets = unique.filter(list.applies).slice(0, 4);
      const skipped = unique.find((row) => !list.applies(row));
      expect(targets).toHaveLength(4);
      const refused = targets.slice(0, 2);
      const changed = targets.slice(2);
      await failCallsFor(mockScope, list.operationId, refused.map(list.rowId));

      const picked = skipped ? [...targets, skipped] : targets;
      for (const row of picked) await box(page, list, row).check();
      await expect(bar(page).getByText(`${picked.length} dipilih`, { exact: true })).toBeVisible();
      if (list.axe) await axe(`${list.path} with rows picked`);
      await runAction(page, list, targets.length);

      await expect(page.getByText('2 berhasil, 2 gagal', { exact: true })).toBeVisible();
      for (const row of refused) {
        await expect(box(page, list, row)).toBeChecked();
        await expect(box(page, list, row)).toHaveAccessibleDescription(SERVER_ERROR);
        await list.expectUnchanged(rowOf(page, list, row), row);
      }
      for (const row of changed) await list.expectChanged(rowOf(page, list, row), row);
      if (skipped) {
        // Not sent: a toggle would have turned it the other way.
        await list.expectUnchanged(rowOf(page, list, skipped), skipped);
        await expect(box(page, list, skipped)).not.toBeChecked();
      }
      await expect(bar(page).getByText('2 dipilih', { exact: true })).toBeVisible();
      if (list.axe) await axe(`${list.path} after a mixed result`);

      const { views } = list;
      if (views === undefined) return;
      const { narrowing } = views;

      // 2. Another view drops the selection (the refused rows, still picked), and the first
      // view does not bring it back.
      if (narrowing.kind === 'filter') {
        const filter = page.getByRole('combobox', { name: narrowing.label, exact: true });
        await filter.selectOption({ label: narrowing.other });
        await expect(bar(page)).toBeHidden();
        await expect(checkedBoxes(page)).toHaveCount(0);
        await filter.selectOption({ label: narrowing.choice });
      } else {
        const search = page.getByRole('searchbox', { name: narrowing.label });
        await search.fill(NO_SUCH_ROW);
        await expect(bar(page)).toBeHidden();
        await expect(page.getByText(`Tidak ada ${list.noun} yang cocok.`)).toBeVisible();
        await search.clear();
      }
      await expect(table.locator('[data-slot="data-table-row"]').first()).toBeVisible();
      await expect(checkedBoxes(page)).toHaveCount(0);

      // 3. Every row matching the view, across pages, read when the action runs.
      const count = (query: string) => countMatching(page, list, query);
      const total = (await count(narrowing.kind === 'filter' ? narrowing.query : '')).totaldata;
      const applicable = views.applicable ? await views.applicable(count) : total;
      const calls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith(list.rowCall)) {
          calls.push(list.rowIdInCall(request) ?? '');
        }
      });
      await page.getByRole('checkbox', { name: 'Pilih semua di halaman ini' }).check();
      await bar(page)
        .getByRole('button', { name: `Pilih semua ${total} yang cocok`, exact: true })
        .click();
      await expect(bar(page).getByText(`${total} dipilih`, { exact: true })).toBeVisible();
      // Rows on another page, never shown before, are picked too.
      await page.getByRole('button', { name: 'Halaman 2', exact: true }).click();
      await expect(table).not.toHaveAttribute('aria-busy');
      // One look at the whole page: every row's box, and none left unchecked.
      const boxes = table.locator('[data-slot="data-table-row"] [data-slot="data-table-select"]');
      await expect(boxes.first()).toBeChecked();
      await expect(boxes.and(page.locator(':not(:checked)'))).toHaveCount(0);

      await runAction(page, list, applicable);
      await expect(page.getByText(`${applicable} berhasil`, { exact: true })).toBeVisible();
      await views.afterAll(page, table);
      expect(new Set(calls).size).toBe(applicable);
      expect(calls).toHaveLength(applicable);
    });
  });
}
