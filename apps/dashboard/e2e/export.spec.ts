import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { readCsv } from '../test/csv';
import { callApi, type DemoRole, expect, test, visit } from './fixtures';
import { groupsOf } from './groups';
import { LIST_ROUTES } from './route-table';
import { MOCK_URL } from './urls';

// Export on every list (docs/engineering.md#export): `Ekspor` saves, through the browser, a file
// of every row that matches the list's search, filters and tab, checked here against the API for
// a filtered view of each list; the format dialog and a running export pass axe, Cancel sends no
// further request, and a list of 10,000 rows is exported (its time and memory are printed). What
// the file holds for any list (formulas neutralised, non-Latin names, the Excel workbook, the
// progress and Batal) is the kit's, tested against the mock in process:
// src/lib/list/export/run-export.dom.test.ts, export-button.test.tsx and csv.test.ts.

type ApiRow = Record<string, unknown>;

type ExportCase = {
  role: DemoRole;
  /** The list, filtered, as the user opens it. */
  url: string;
  /**
   * The same rows read from the API: its path and the filters of `url`, page after page; or,
   * for rows that come whole inside another answer, where that answer holds them. Without it
   * (a list route no case below names), the file holds as many rows as the page counts.
   */
  api?:
    | { path: string; query: Record<string, string | number | boolean>; rows?: string }
    | { path: string; held: (answer: ApiRow) => ApiRow[] };
  /** A value of an API row that its line of the file holds in one of its cells, row by row. */
  key?: (row: ApiRow) => string;
  /** The file's name before its date, and its header line, where the description is known. */
  file?: string;
  header?: readonly string[];
  /** Runs axe with the format dialog open (the dialog is the kit's, the same on every list). */
  axe?: boolean;
};

const text = (field: string) => (row: ApiRow) => String(row[field]);

/** Every list screen, filtered: each is described with the kit (src/lib/list) and exports. */
const FILTERED: readonly ExportCase[] = [
  {
    role: 'A',
    url: '/partner?rowstatus=0',
    api: { path: '/v1/partner_master/getall', query: { rowstatus: 0 } },
    key: text('email'),
    file: 'partner',
    header: ['Nama', 'Email', 'No. HP', 'Role', 'Kode Referral', 'Member', 'Status'],
  },
  {
    role: 'A',
    url: '/transaction-list?start_date=2026-09-01&end_date=2026-10-14',
    api: {
      path: '/v1/admindata/alltrans',
      query: { start_date: '2026-09-01', end_date: '2026-10-14' },
    },
    key: text('invoice'),
    file: 'transaksi',
    header: [
      'Transaksi',
      'Invoice',
      'Klien',
      'Freelancer',
      'Bagian Klien (Rp)',
      'Jumlah',
      'Harga Satuan (Rp)',
      'Bagian Freelancer (Rp)',
      'Tanggal',
      'Status',
    ],
  },
  {
    role: 'A',
    url: '/project-expee?search=Aplikasi',
    api: { path: '/v1/admindata/allprojects', query: { search: 'Aplikasi' } },
    key: text('project_name'),
    file: 'proyek',
    header: ['Proyek', 'Klien', 'Kategori', 'Anggaran (Rp)', 'Tenggat', 'Status'],
  },
  {
    role: 'P',
    url: '/member?search=Kusuma',
    api: { path: '/v1/partner_master/getallmember', query: { search: 'Kusuma' } },
    key: text('email'),
    file: 'member',
    header: ['Nama', 'Email', 'No. HP', 'Kode Referral', 'Transaksi', 'Bergabung', 'Status'],
  },
  {
    role: 'P',
    url: '/transaction?status=completed',
    api: { path: '/v1/partner_master/getalltransaction', query: { status: 'completed' } },
    key: text('pekerjaan'),
    file: 'transaksi',
    header: [
      'Transaksi',
      'Member',
      'Harga (Rp)',
      'Komisi (Rp)',
      'Status Saldo',
      'Tanggal',
      'Status',
    ],
  },
  {
    role: 'P',
    url: '/wirthdraw?status=approved',
    api: { path: '/v1/partner_master/getwithdrawal', query: { status: 'approved' } },
    key: text('amount'),
    file: 'penarikan',
    header: ['Tanggal', 'Jumlah (Rp)', 'Bank', 'No. Rekening', 'Catatan', 'Status'],
  },
  {
    role: 'A',
    url: '/users?active=false',
    api: { path: '/v1/admindata/allusers', query: { active: false } },
    file: 'user',
    key: text('email'),
  },
  {
    role: 'A',
    url: '/merchant/list?aktif=false',
    api: { path: '/v1/merchant/getall', query: { aktif: false } },
    file: 'merchant',
    key: text('email'),
  },
  {
    role: 'A',
    url: '/merchant/list?tab=registration&registration_status=rejected',
    api: { path: '/v1/merchant/getallreject', query: { status: 'rejected' } },
    file: 'registrasi',
    key: text('email'),
  },
  {
    role: 'A',
    url: '/dispute?status=open',
    api: { path: '/v1/adminpeppo/getalldispute', query: { status: 'open' } },
    file: 'sengketa',
    key: text('transaction_code'),
  },
  {
    role: 'A',
    url: '/promo?search=Flash',
    api: { path: '/v1/admindata/allpromos', query: { search: 'Flash' } },
    file: 'promo',
    key: text('code'),
  },
  {
    role: 'A',
    url: '/kreator?search=Halim',
    api: { path: '/v1/kreator/admin/all/creators', query: { search: 'Halim' } },
    file: 'kreator',
    key: text('email'),
  },
  {
    role: 'A',
    url: '/event?status=approved',
    api: { path: '/v1/kreator/admin/all/events', query: { status: 'approved' } },
    file: 'event',
    key: text('title'),
  },
  {
    // The participants of one event: the event is their filter.
    role: 'A',
    url: '/event/detail/1',
    api: { path: '/v1/kreator/event/participant', query: { event_id: 1 } },
    file: 'peserta',
    key: text('email'),
  },
  {
    role: 'A',
    url: '/survey?search=Klien',
    api: { path: '/v1/admindata/getallsurvey', query: { search: 'Klien' }, rows: 'survey' },
    file: 'survey',
    key: text('title'),
  },
  {
    role: 'M',
    url: '/voucher?aktif=true',
    api: { path: '/v1/merchant/getall_data', query: { aktif: true } },
    file: 'voucher',
    key: text('name'),
    axe: true,
  },
  {
    // Not paged: the partner's codes come whole inside its dashboard's answer.
    role: 'P',
    url: '/',
    api: {
      path: '/v1/partner_master/getalldata',
      held: (answer) => (answer.data as { referrals: ApiRow[] }).referrals,
    },
    key: text('partner_code'),
    file: 'kode-referral',
    header: ['Kode Referral', 'Deep Link', 'Status'],
  },
];

/** The list routes of the table (e2e/route-table.ts) that no case above names, unfiltered. */
const EXPORTED: readonly ExportCase[] = [
  ...FILTERED,
  ...LIST_ROUTES.filter(
    ({ route }) => !FILTERED.some((list) => new URL(list.url, 'http://x').pathname === route.path),
  ).map(({ route, role }) => ({ role, url: route.path })),
];

const LIST_PATH = '/v1/partner_master/getall';

/** Today in Jakarta, as the file's name dates it. */
const jakartaToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

const rowCount = (rows: number) => new Intl.NumberFormat('id-ID').format(rows);

/** The rows the list's view holds, as its line `Menampilkan 15 dari 1.234 data` counts them. */
async function shownTotal(page: Page): Promise<number> {
  const line = page.getByText(/^Menampilkan [\d.]+ dari [\d.]+ data$/);
  const total = /dari ([\d.]+) data/.exec((await line.textContent()) ?? '')?.[1] ?? '';
  return Number(total.replaceAll('.', ''));
}

/** Every row of a list as the API answers it for `query`, page after page. */
async function apiRows(
  page: Page,
  mockScope: string | null,
  api: NonNullable<ExportCase['api']>,
): Promise<ApiRow[]> {
  if ('held' in api) return api.held((await callApi(page, mockScope, 'GET', api.path)) as ApiRow);
  const { path, query, rows = 'data' } = api;
  const found: ApiRow[] = [];
  for (let number = 1; ; number += 1) {
    const answer = (await callApi(page, mockScope, 'GET', path, {
      params: { ...query, page: number, limit: 100 },
    })) as Record<string, unknown> & { meta: { totalpage: number } };
    found.push(...(answer[rows] as ApiRow[]));
    if (number >= answer.meta.totalpage) return found;
  }
}

/** Grows the scope's partner list (the mock's control, apps/mock-server/README.md#a-large-list). */
async function growPartners(mockScope: string | null, partners: number): Promise<void> {
  const response = await fetch(`${MOCK_URL}/__mock/grow`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(mockScope === null ? {} : { 'x-mock-scope': mockScope }),
    },
    body: JSON.stringify({ partners }),
  });
  if (!response.ok) throw new Error(`the mock did not grow: ${response.status}`);
}

/**
 * Presses `Ekspor`, picks CSV in its format dialog and starts the export; `withDialogOpen` runs
 * once the dialog shows.
 */
async function startExport(page: Page, withDialogOpen?: () => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: 'Ekspor' }).click();
  const dialog = page.getByRole('dialog', { name: /^Ekspor / });
  await dialog.getByRole('radio', { name: 'CSV (.csv)' }).check();
  if (withDialogOpen) await withDialogOpen();
  await dialog.getByRole('button', { name: 'Ekspor' }).click();
}

/** Exports a CSV file and answers the file the browser saved. */
async function exportFile(
  page: Page,
  withDialogOpen?: () => Promise<void>,
): Promise<{ download: Download; bytes: Buffer }> {
  const saved = page.waitForEvent('download');
  await startExport(page, withDialogOpen);
  const download = await saved;
  return { download, bytes: await readFile(await download.path()) };
}

/** The export's live region, beside its button. */
const exportStatus = (page: Page) => page.locator('[data-slot="list-export"]').getByRole('status');

/**
 * Opens the partner list of 2,000 rows and starts an export whose pages after the first wait
 * until `release`: it shows its progress, page 1 and pages 2 to 5 (four at a time) asked.
 */
async function startHeldExport(
  page: Page,
  mockScope: string | null,
): Promise<{ calls: string[]; release: () => void }> {
  await growPartners(mockScope, 2000);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const calls: string[] = [];
  await page.route(
    (url) => url.pathname === LIST_PATH && url.searchParams.get('limit') === '100',
    async (route) => {
      const url = new URL(route.request().url());
      calls.push(url.search);
      if (url.searchParams.get('page') !== '1') await held;
      // A call the page cancelled meanwhile is already answered: nothing to continue.
      await route.continue().catch(() => {});
    },
  );
  await page.goto('/partner');
  await expect(page.locator('[data-slot="data-table-row"]').first()).toBeVisible();
  await expect(exportStatus(page)).toHaveText('');
  await startExport(page);
  await expect(exportStatus(page)).toHaveText('100 / 2.000 baris');
  await expect.poll(() => calls.length).toBe(5);
  return { calls, release };
}

// Three lists per test, one step each, for each role: four came within a second of the test's
// 30 s limit on a fresh-clone run (a retry), three keep a test well inside it.
for (const role of [...new Set(EXPORTED.map((list) => list.role))]) {
  const lists = EXPORTED.filter((list) => list.role === role);
  for (const group of groupsOf(lists, 3)) {
    test.describe(`as ${role}`, () => {
      test.use({ signedInAs: role });

      test(`${group.map((list) => list.url).join(' ')}: exports every row of the filtered view, as the API has them`, async ({
        page,
        mockScope,
        axe,
      }) => {
        for (const list of group)
          await test.step(list.url, async () => {
            await visit(page, list.url);
            await expect(page.locator('[data-slot="data-table-row"]').first()).toBeVisible();
            const expected = list.api ? await apiRows(page, mockScope, list.api) : null;
            const count = expected?.length ?? (await shownTotal(page));
            expect(count, 'the filter keeps some rows').toBeGreaterThan(0);

            // The toasts of the steps before stay up (the app is not loaded again), and a
            // pointer over them holds them there: closed first, as a user would, so that a
            // third one stacked down to the toolbar's row is not in the way (docs/decisions/0236).
            const toasts = page
              .locator('[data-sonner-toaster]')
              .getByRole('button', { name: 'Tutup' });
            for (const close of await toasts.all()) await close.click();
            await expect(toasts).toHaveCount(0);
            const done = page.getByText(`${rowCount(count)} baris diekspor.`, { exact: true });
            const before = await done.count();
            const { download, bytes } = await exportFile(
              page,
              list.axe ? () => axe(`${list.url} with the export format dialog open`) : undefined,
            );
            await expect(done).toHaveCount(before + 1);
            await expect(done.last()).toBeVisible();
            expect(download.suggestedFilename()).toMatch(
              list.file === undefined
                ? new RegExp(`^[a-z0-9-]+-${jakartaToday()}\\.csv$`)
                : new RegExp(`^${list.file}-${jakartaToday()}\\.csv$`),
            );
            const [header, ...rows] = readCsv(bytes.toString('utf8'));
            if (list.header !== undefined) expect(header).toEqual(list.header);
            expect(rows).toHaveLength(count);
            if (expected === null || list.key === undefined) return;
            // Each line holds its API row's key in one of its cells (the whole line shows if not).
            const keys = expected.map(list.key);
            expect(
              rows.map((row, index) => row.find((cell) => cell === keys[index]) ?? row),
              list.url,
            ).toEqual(keys);
          });
      });
    });
  }
}

test.describe('the partner list as an admin', () => {
  test.use({ signedInAs: 'A' });

  test('counts the rows while it runs and passes axe meanwhile; Batal sends no further request', async ({
    page,
    mockScope,
    axe,
  }) => {
    const running = await startHeldExport(page, mockScope);
    await axe('/partner with an export running');
    let downloads = 0;
    page.on('download', () => {
      downloads += 1;
    });
    await expect(page.getByRole('button', { name: 'Ekspor' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Batal' })).toBeFocused();

    await page.getByRole('button', { name: 'Batal' }).click();
    await expect(page.getByText('Ekspor dibatalkan.', { exact: true })).toBeVisible();
    running.release();
    await expect(page.getByRole('button', { name: 'Ekspor' })).toBeEnabled();
    await expect(exportStatus(page)).toHaveText('');
    expect(running.calls).toEqual([1, 2, 3, 4, 5].map((n) => `?page=${n}&limit=100`));
    expect(downloads).toBe(0);
  });

  test('exports 10,000 rows (time and memory printed)', async ({ page, mockScope }) => {
    await growPartners(mockScope, 10_000);
    await page.goto('/partner');
    await expect(page.getByText('Menampilkan 15 dari 10.000 data', { exact: true })).toBeVisible();
    const cdp = await page.context().newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    const before = await heap();
    let peak = 0;
    let running = true;
    // A sample every 50 ms: a measurement, not a wait; asked back to back, it would slow the page.
    const sampling = (async () => {
      while (running) {
        peak = Math.max(peak, (await cdp.send('Runtime.getHeapUsage')).usedSize);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    const started = performance.now();
    const { bytes } = await exportFile(page);
    const seconds = (performance.now() - started) / 1000;
    running = false;
    await sampling;
    const after = await heap();

    await expect(page.getByText('10.000 baris diekspor.', { exact: true })).toBeVisible();
    const [, ...rows] = readCsv(bytes.toString('utf8'));
    expect(rows).toHaveLength(10_000);
    const mb = (size: number) => `${(size / 1024 / 1024).toFixed(1)} MB`;
    const figure = `10,000 rows in ${seconds.toFixed(2)} s; JS heap ${mb(before)} before, ${mb(peak)} at most while it ran, ${mb(after)} after; file ${mb(bytes.length)}`;
    test.info().annotations.push({ type: 'export of 10,000 rows', description: figure });
    console.log(figure);
  });
});
