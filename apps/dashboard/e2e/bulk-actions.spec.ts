import type { Locator, Page, Request } from '@playwright/test';
import { type DemoRole, expect, test } from './fixtures';
import { controlClock, passUndoWait } from './undo-wait';
import { MOCK_URL } from './urls';

// Each list's own bulk action in the app, one entry per list (docs/engineering.md#bulk-actions):
// its per-row call, the rows it applies to, what a row shows once it ran, and a mixed result
// (two of four calls refused by the server). What the kit does the same on every list (the
// selection dropped by another view, kept across pages, every matching row read with the list's
// query, Batalkan, Batal) is tested once on a described list against the mock in process
// (src/lib/list/bulk/described-list-bulk.test.tsx); the list's query read page after page is the
// export's too (readRows), which e2e/export.spec.ts checks on every list against the API. The
// partner's codes (`/`) are src/features/referral/referral-code-list.test.tsx's. One step per
// list, one or two lists a test (TESTS below). Every test starts from the seed in its worker's
// own data (e2e/fixtures.ts), so these change data freely.

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
  /**
   * Runs axe after the result, rows still picked with the server's messages (the bar is the
   * kit's, the same on every list).
   */
  axe?: boolean;
  /** The row shows the state the action gives it, or its state before. */
  expectChanged: (row: Locator, data: Row) => Promise<void>;
  expectUnchanged: (row: Locator, data: Row) => Promise<void>;
};

/** What the mock answers a call its rule fails with 503 (apps/mock-server/README.md#rules). */
const SERVER_ERROR = 'Terjadi kesalahan pada server. Silakan coba lagi.';

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
    expectChanged: (row) => expectGone(row),
    expectUnchanged: (row, data) =>
      expectStatus(row, data.status === 'rejected' ? 'Ditolak' : 'Menunggu'),
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
    expectChanged: (row) => expectStatus(row, 'Diterima'),
    expectUnchanged: (row, data) =>
      expectStatus(row, { pending: 'Menunggu', accepted: 'Diterima' }[String(data.status)] ?? ''),
  },
];

/** Opens the list and answers the rows of its first page, as its call answered them. */
async function openList(page: Page, list: BulkListCase) {
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === list.listCall && response.ok(),
  );
  await page.goto(list.path);
  const body = (await (await answer).json()) as Row;
  const table = page.getByRole('table', { name: list.caption });
  await expect(table.locator('[data-slot="data-table-row"]').first()).toBeVisible();
  return list.rowsOf ? list.rowsOf(body) : (body.data as Row[]);
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

/**
 * The lists in tests: one list alone when its step takes 10 to 17 s on a loaded machine, two of
 * the same role together when each takes 7 to 10 s (docs/engineering.md#tests: a merged test
 * stays well inside its 30 s). Each list is loaded anew, so nothing of the one before stays.
 */
const TESTS: readonly (readonly string[])[] = [
  ['/users'],
  ['/merchant/list', '/merchant/list?tab=registration'],
  ['/promo', '/survey'],
  ['/event'],
  ['/project-expee'],
  ['/voucher', '/voucher?tab=redeem'],
];

const listAt = (path: string): BulkListCase => {
  const found = lists.find((list) => list.path === path);
  if (found === undefined) throw new Error(`no bulk case for ${path}`);
  return found;
};

// A list added above and left out of TESTS would go untested.
for (const list of lists) {
  if (!TESTS.flat().includes(list.path)) throw new Error(`${list.path} is in no bulk test`);
}

for (const paths of TESTS) {
  const group = paths.map(listAt);
  const role = group[0]?.role ?? 'A';
  test.describe(`signed in as ${role}`, () => {
    test.use({ signedInAs: role });

    test(`${group.map((list) => `${list.path}: bulk ${list.action}`).join('; ')}: the rows it applies to change, the two the server refused stay picked with its message`, async ({
      page,
      axe,
      mockScope,
    }) => {
      await controlClock(page);
      for (const list of group)
        await test.step(list.path, async () => {
          expect(list.role).toBe(role);
          const rows = await openList(page, list);

          const named = (row: Row) =>
            rows.filter((other) => list.rowName(other) === list.rowName(row));
          const unique = rows.filter((row) => named(row).length === 1);
          const targets = unique.filter(list.applies).slice(0, 4);
          const skipped = unique.find((row) => !list.applies(row));
          expect(targets).toHaveLength(4);
          const refused = targets.slice(0, 2);
          const changed = targets.slice(2);
          await failCallsFor(mockScope, list.operationId, refused.map(list.rowId));
          const calls: string[] = [];
          const record = (request: Request) => {
            if (new URL(request.url()).pathname.startsWith(list.rowCall)) {
              calls.push(list.rowIdInCall(request) ?? '');
            }
          };
          page.on('request', record);

          const picked = skipped ? [...targets, skipped] : targets;
          for (const row of picked) await box(page, list, row).check();
          await expect(
            bar(page).getByText(`${picked.length} dipilih`, { exact: true }),
          ).toBeVisible();
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
          // One call per row it applies to, none for the skipped row.
          page.off('request', record);
          expect(calls.toSorted()).toEqual(targets.map(list.rowId).toSorted());
          if (list.axe) await axe(`${list.path} after a mixed result`);
        });
    });
  });
}
