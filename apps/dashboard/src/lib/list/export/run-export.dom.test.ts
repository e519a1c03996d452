import { collect, type Partner } from '@backoffice/sdk';
import { todayInJakarta } from '@backoffice/ui';
import { HttpResponse, http } from 'msw';
import { apiClient } from '@/lib/api';
import { apiBaseUrl } from '@/lib/api-base-url';
import { READ_BUDGET_MS } from '@/lib/api-client';
import { blobText, readCsv } from '../../../../test/csv';
import {
  byEmail,
  FORMULA_CELLS,
  FORMULA_PARTNERS,
  FORMULA_SEARCH,
} from '../../../../test/export-cases';
import { PARTNER_EXPORT_HEADER, partnersToExport } from '../../../../test/export-description';
import { growPartners, server } from '../../../../test/mock-api';
import { signIn } from '../../../../test/session';
import { controlTime } from '../../../../test/undo';
import { excelDay, readXlsx } from '../../../../test/xlsx';
import { csvFormat } from './csv';
import { type ExportProgress, exportList, type SheetFormat } from './run-export';
import { xlsxFormat } from './xlsx-writer';

const LIST_PATH = '/v1/partner_master/getall';
const HEADER = PARTNER_EXPORT_HEADER;

/** The partner list's calls the export sends, by their query. */
function listCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === LIST_PATH) calls.push(url.search);
  });
  return calls;
}

/** A partner's line as the file must hold it; the API's times carry Jakarta's offset (+07:00). */
const cellsOf = (partner: Partner) => [
  partner.name,
  partner.email,
  partner.phone,
  String(partner.total_member),
  `${partner.created_at.slice(0, 10)} ${partner.created_at.slice(11, 16)}`,
  partner.rowstatus === 1 ? 'Aktif' : 'Nonaktif',
];

function run(
  query: Record<string, unknown>,
  signal = new AbortController().signal,
  format: SheetFormat = csvFormat,
) {
  const progress: ExportProgress[] = [];
  const done = exportList(
    partnersToExport,
    { kind: 'paged', operation: 'listPartners', query },
    {
      format,
      signal,
      onProgress: (step) => progress.push(step),
    },
  );
  return { done, progress };
}

beforeEach(() => signIn('A'));

describe('exportList', () => {
  it('writes every row matching the search and filters, not only the page shown', async () => {
    await growPartners(1200);
    const expected = await collect(apiClient, 'listPartners', { query: { rowstatus: 0 } });
    expect(expected.length).toBeGreaterThan(100);
    const calls = listCalls();

    const { done, progress } = run({ page: 3, limit: 15, rowstatus: 0 });
    const { file, name, rows } = await done;

    expect(name).toBe(`partner-${todayInJakarta()}.csv`);
    expect(file.type).toBe('text/csv;charset=utf-8');
    expect(rows).toBe(expected.length);
    expect(readCsv(await blobText(file))).toEqual([HEADER, ...expected.map(cellsOf)]);
    const pages = Math.ceil(expected.length / 100);
    expect(calls.toSorted()).toEqual(
      Array.from({ length: pages }, (_, i) => `?rowstatus=0&page=${i + 1}&limit=100`).toSorted(),
    );
    // Told at the first page, every 100 rows written, and at the end.
    const steps = Array.from({ length: Math.floor(expected.length / 100) }, (_, i) => ({
      read: (i + 1) * 100,
      total: expected.length,
    }));
    expect(progress).toEqual([
      { read: 0, total: expected.length },
      ...steps,
      { read: expected.length, total: expected.length },
    ]);
  });

  it('writes formula-like, Indonesian and non-Latin names and numbers exactly', async () => {
    for (const partner of FORMULA_PARTNERS) {
      await apiClient.POST('/v1/partner_master/create', {
        body: { ...partner, password: 'password123', role: 'P' },
      });
    }
    const { file } = await run({ search: FORMULA_SEARCH }).done;
    const [header, ...rows] = readCsv(await blobText(file));
    expect(header).toEqual(HEADER);
    expect(byEmail(rows).map((row) => row.slice(0, 3))).toEqual(FORMULA_CELLS);
    // The member count stays a number: its cell is not quoted or marked.
    expect(await blobText(file)).toMatch(
      /,sel4@rumus\.test,081200000005,0,\d{4}-\d{2}-\d{2} \d{2}:\d{2},Aktif\r\n/,
    );
  });

  it('writes the same rows as an Excel workbook, numbers and dates in Excel’s own types', async () => {
    await growPartners(150);
    for (const partner of FORMULA_PARTNERS) {
      await apiClient.POST('/v1/partner_master/create', {
        body: { ...partner, password: 'password123', role: 'P' },
      });
    }
    const expected = await collect(apiClient, 'listPartners', { query: {} });

    const { file, name, rows } = await run({}, undefined, xlsxFormat).done;
    expect(name).toBe(`partner-${todayInJakarta()}.xlsx`);
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = await readXlsx(file);
    expect(rows).toBe(expected.length);
    expect(sheet.rows).toHaveLength(expected.length + 1);
    expect(sheet.rows[0]).toEqual(HEADER);
    // Members as a number, the join time as Excel's day number shown as `yyyy-mm-dd hh:mm`.
    const byMail = new Map(sheet.rows.slice(1).map((row) => [row[1], row]));
    for (const partner of expected) {
      const [name, email, phone, members, , status] = cellsOf(partner);
      const joined = partner.created_at.slice(0, 19);
      expect(byMail.get(email)).toEqual([
        name,
        email,
        phone,
        Number(members),
        excelDay(joined),
        status,
      ]);
    }
    expect(sheet.formats).toMatchObject({ D: 'General', E: 'yyyy-mm-dd hh:mm' });
    // Text that a CSV must mark stays exactly as typed: a workbook never runs text as a formula.
    const formulaRows = byEmail(
      sheet.rows.slice(1).filter((row) => String(row[1]).endsWith(FORMULA_SEARCH)) as string[][],
    );
    expect(formulaRows.map((row) => row.slice(0, 3))).toEqual(
      FORMULA_PARTNERS.map((partner) => [partner.name, partner.email, partner.phone]),
    );
  });

  it("tries a page again after a 503 for the reads' 10 s, then gives up with its message", async () => {
    await growPartners(300);
    let failures = 1;
    const pageTwoTries: number[] = [];
    server.use(
      http.get(`${apiBaseUrl}${LIST_PATH}`, ({ request }) => {
        if (new URL(request.url).searchParams.get('page') !== '2') return;
        pageTwoTries.push(Date.now());
        if (failures === 0) return;
        failures -= 1;
        return HttpResponse.json({ message: 'Server sedang sibuk.' }, { status: 503 });
      }),
    );
    expect((await run({}).done).rows).toBe(300);
    expect(pageTwoTries).toHaveLength(2);

    // The waits, 0.5 s doubling to 4 s, passed on a controlled clock, not the wall's.
    failures = Number.POSITIVE_INFINITY;
    pageTwoTries.length = 0;
    controlTime();
    let error: unknown;
    const failed = run({}).done.then(
      () => {
        throw new Error('the export should have failed');
      },
      (failure: unknown) => {
        error = failure;
      },
    );
    while (error === undefined) await vi.advanceTimersByTimeAsync(500);
    await failed;
    expect(error).toMatchObject({ status: 503, serverMessage: 'Server sedang sibuk.' });
    // Five tries at the least (the longest waits: 0.5, 1, 2, 4 s), each begun within 10 s of
    // the first.
    expect(pageTwoTries.length).toBeGreaterThanOrEqual(5);
    expect((pageTwoTries.at(-1) ?? 0) - (pageTwoTries[0] ?? 0)).toBeLessThanOrEqual(READ_BUDGET_MS);
  });

  it('sends no call after it is cancelled, and rejects', async () => {
    await growPartners(2000);
    // Page 1 answers; the pages after it wait until the test lets them through.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(`${apiBaseUrl}${LIST_PATH}`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') !== '1') await held;
      }),
    );
    const controller = new AbortController();
    const calls = listCalls();
    const cancelled = run({}, controller.signal).done.catch((failure: unknown) => failure);
    // Page 1, then pages 2 to 5 at once (four at a time), none more while they wait.
    await vi.waitFor(() => expect(calls).toHaveLength(5));

    controller.abort();
    expect(await cancelled).toMatchObject({ kind: 'aborted' });
    release();
    expect(calls).toEqual([1, 2, 3, 4, 5].map((page) => `?page=${page}&limit=100`));
  });
});
