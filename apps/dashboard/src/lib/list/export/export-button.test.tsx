import { collect } from '@backoffice/sdk';
import { todayInJakarta } from '@backoffice/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { apiClient } from '@/lib/api';
import { apiBaseUrl } from '@/lib/api-base-url';
import { blobText, readCsv } from '../../../../test/csv';
import { startExport } from '../../../../test/export';
import { partnersToExport } from '../../../../test/export-description';
import { growPartners, server } from '../../../../test/mock-api';
import { findToast } from '../../../../test/queries';
import { renderPage } from '../../../../test/render-page';
import { savedFiles } from '../../../../test/saved-files';
import { signIn } from '../../../../test/session';
import { controlTime, passReadBudget } from '../../../../test/undo';
import { readXlsx } from '../../../../test/xlsx';
import { DescribedList } from '../described-list';

const LIST_PATH = '/v1/partner_master/getall';

/** Holds the export's pages after the first until `release` (the list's own page passes). */
function holdExportPages(): { release: () => void } {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(`${apiBaseUrl}${LIST_PATH}`, async ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('limit') === '100' && query.get('page') !== '1') await held;
    }),
  );
  return { release };
}

const exportButton = () => screen.getByRole('button', { name: 'Ekspor' });

/** The partner list at `path` as the admin sees it, once its rows have come. */
async function openPartners(path = '/partner') {
  const { user } = await renderPage(<DescribedList description={partnersToExport} />, {
    role: 'A',
    path,
  });
  await screen.findAllByText(/@/);
  return user;
}

/** The export's live region, beside its button. */
function exportStatus(): HTMLElement {
  const box = exportButton().closest<HTMLElement>('[data-slot="list-export"]');
  if (box === null) throw new Error('no export box');
  return within(box).getByRole('status');
}

describe('Ekspor on a described list', () => {
  // The format dialog and Excel's library are chunks of their own, loaded with the first export;
  // loaded here once, so that no test's time includes them.
  beforeAll(() => Promise.all([import('./export-format-dialog'), import('./xlsx-writer')]));

  it('sits after the toolbar’s own end controls, and is left off by `noExport`', async () => {
    const { unmount } = await renderPage(
      <DescribedList
        description={partnersToExport}
        toolbarEnd={<button type="button">Unduh</button>}
      />,
      { role: 'A', path: '/partner' },
    );
    const end = exportButton().closest('[data-slot="list-toolbar"] > div') as HTMLElement;
    expect(
      within(end)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Unduh', 'Tampilan', 'Kolom', 'Ekspor']);
    unmount();

    await renderPage(<DescribedList description={{ ...partnersToExport, noExport: true }} />, {
      role: 'A',
      path: '/partner',
    });
    await screen.findByRole('searchbox', { name: 'Cari partner' });
    expect(screen.queryByRole('button', { name: 'Ekspor' })).toBeNull();
  });
  it('saves every row matching the URL’s search and filters, and says how many', async () => {
    await signIn('A');
    // Three pages of matching rows: the export reads past the page on screen.
    await growPartners(300);
    const expected = await collect(apiClient, 'listPartners', {
      query: { rowstatus: 1, search: 'mitra.example' },
    });
    const saved = savedFiles();
    const { user } = await renderPage(<DescribedList description={partnersToExport} />, {
      role: 'A',
      path: '/partner?rowstatus=1&search=mitra.example&page=2',
    });
    await screen.findByText(expected[15]?.email ?? '');
    expect(expected).toHaveLength(205);

    expect(exportStatus().textContent).toBe('');
    await startExport(user, 'CSV (.csv)');
    expect(await findToast('205 baris diekspor.')).toBeVisible();
    expect(saved.map((file) => file.name)).toEqual([`partner-${todayInJakarta()}.csv`]);
    const rows = readCsv(await blobText(saved[0]?.blob as Blob));
    expect(rows.slice(1).map((row) => row[1])).toEqual(expected.map((partner) => partner.email));
    expect(exportButton()).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Batal' })).toBeNull();
    expect(exportStatus().textContent).toBe('');
  });

  it('counts the rows in a live region while it runs; Batal stops it and says so', async () => {
    await signIn('A');
    await growPartners(1250);
    const pages = holdExportPages();
    const saved = savedFiles();
    const user = await openPartners();

    await startExport(user, 'CSV (.csv)');
    await waitFor(() => expect(exportStatus().textContent).toBe('100 / 1.250 baris'));
    expect(exportButton()).toBeDisabled();
    const cancel = screen.getByRole('button', { name: 'Batal' });
    expect(cancel).toHaveFocus();

    await user.click(cancel);
    expect(await findToast('Ekspor dibatalkan.')).toBeVisible();
    pages.release();
    expect(saved).toEqual([]);
    expect(exportButton()).toBeEnabled();
    expect(exportButton()).toHaveFocus();
  });

  it('says the browser is offline when a page cannot be reached for that', async () => {
    server.use(
      http.get(`${apiBaseUrl}${LIST_PATH}`, ({ request }) =>
        new URL(request.url).searchParams.get('limit') === '100' ? HttpResponse.error() : undefined,
      ),
    );
    const user = await openPartners();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // The page is tried again for the reads' 10 s: passed at once.
    controlTime();
    await startExport(user, 'CSV (.csv)');
    await passReadBudget();
    expect(
      await findToast('Tidak ada koneksi internet. Periksa koneksimu, lalu coba lagi.'),
    ).toBeVisible();
  });

  it("shows the server's message when a page fails", async () => {
    server.use(
      http.get(`${apiBaseUrl}${LIST_PATH}`, ({ request }) =>
        new URL(request.url).searchParams.get('limit') === '100'
          ? HttpResponse.json({ message: 'Database sedang dirawat.' }, { status: 500 })
          : undefined,
      ),
    );
    const saved = savedFiles();
    const user = await openPartners();
    controlTime();
    await startExport(user, 'CSV (.csv)');
    await passReadBudget();
    expect(await findToast('Database sedang dirawat.')).toBeVisible();
    expect(saved).toEqual([]);
  });

  it('asks for the format first, Excel offered; Batal exports nothing, Enter exports a workbook', async () => {
    const saved = savedFiles();
    const user = await openPartners('/partner?rowstatus=1');

    await user.click(exportButton());
    let dialog = await screen.findByRole('dialog', { name: 'Ekspor partner' });
    expect(within(dialog).getByRole('radio', { name: 'Excel (.xlsx)' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(exportButton()).toHaveFocus();
    expect(saved).toEqual([]);

    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Ekspor partner' });
    await user.keyboard('{Enter}');
    const matching = await collect(apiClient, 'listPartners', { query: { rowstatus: 1 } });
    // The seed's 46 active partners.
    expect(await findToast('46 baris diekspor.')).toBeVisible();
    expect(saved.map((file) => file.name)).toEqual([`partner-${todayInJakarta()}.xlsx`]);
    const sheet = await readXlsx(saved[0]?.blob as Blob);
    expect(sheet.rows.slice(1).map((row) => row[1])).toEqual(matching.map((row) => row.email));
  });

  it('offers the format chosen last first', async () => {
    const saved = savedFiles();
    const user = await openPartners();
    await startExport(user, 'CSV (.csv)');
    await waitFor(() => expect(saved).toHaveLength(1));

    await user.click(exportButton());
    const dialog = await screen.findByRole('dialog', { name: 'Ekspor partner' });
    expect(within(dialog).getByRole('radio', { name: 'CSV (.csv)' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Excel (.xlsx)' })).not.toBeChecked();
  });
});
