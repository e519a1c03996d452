import { db, server } from '@backoffice/mock-server/node';
import { todayInJakarta } from '@backoffice/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { apiClient } from '@/lib/api';
import { blobText, readCsv } from '../../../test/csv';
import { startExport } from '../../../test/export';
import { findToast } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { savedFiles } from '../../../test/saved-files';
import { controlTime, passUndoWindow } from '../../../test/undo';
import { ReferralDashboard } from './referral-dashboard-page';

// The referral codes come whole inside the dashboard's answer (DescribedRows): the kit's export
// writes the codes held, and its bulk Aktifkan / Nonaktifkan reach the codes picked.

/** The partner's codes as the mock answers them. */
async function mockCodes() {
  const { data } = await apiClient.GET('/v1/partner_master/getalldata');
  if (data === undefined) throw new Error('no dashboard');
  return data.data.referrals;
}

async function openCodes() {
  const view = await renderPage(<ReferralDashboard />, { role: 'P' });
  const table = await screen.findByRole('table', { name: 'Daftar kode referral' });
  await within(table).findByText('BUDI2026');
  return { ...view, table };
}

const box = (code: string) => screen.getByRole('checkbox', { name: `Pilih ${code}` });
const statusSwitch = (code: string) => screen.getByRole('switch', { name: `Status ${code}` });
const bar = () => screen.getByRole('region', { name: 'Pilihan' });
const rowstatusOf = (code: string) =>
  db.referralCodes.find((row) => row.partner_code === code)?.rowstatus;

describe('the referral codes’ export and bulk actions', () => {
  // The bar's actions and the export's format dialog are chunks of their own, loaded with the
  // first pick or export; loaded here once.
  beforeAll(() =>
    Promise.all([
      import('@/lib/list/bulk/bulk-actions'),
      import('@/lib/list/export/export-format-dialog'),
    ]),
  );

  it('exports the codes held, with the columns’ headers, and says how many', async () => {
    const saved = savedFiles();
    const { user } = await openCodes();
    const codes = await mockCodes();
    expect(codes).toHaveLength(5);

    await startExport(user, 'CSV (.csv)');
    expect(await findToast('5 baris diekspor.')).toBeVisible();
    expect(saved.map((file) => file.name)).toEqual([`kode-referral-${todayInJakarta()}.csv`]);
    expect(readCsv(await blobText(saved[0]?.blob as Blob))).toEqual([
      ['Kode Referral', 'Deep Link', 'Status'],
      ...codes.map((code) => [
        code.partner_code,
        code.deep_link,
        code.rowstatus === 1 ? 'Aktif' : 'Nonaktif',
      ]),
    ]);
    expect(codes.map((code) => code.rowstatus)).toContain(0);
  });

  it('deactivates the active codes picked; the one refused stays picked with the server’s message, the rest show their new state', async () => {
    const { user } = await openCodes();
    const refused = (await mockCodes()).find((code) => code.partner_code === 'KERJABARENG');
    server.use(
      http.put('*/v1/partner/activedeactive/:id', ({ params }) => {
        if (params.id !== String(refused?.id)) return;
        return HttpResponse.json({ message: 'Kode sedang dipakai kampanye.' }, { status: 400 });
      }),
    );
    // Three active codes and the inactive one.
    for (const code of ['BUDI2026', 'BUDIJUARA', 'KERJABARENG', 'BANDUNGHEMAT']) {
      await user.click(box(code));
    }
    expect(within(bar()).getByText('4 dipilih', { exact: true })).toBeVisible();
    // Every code is on screen: the header box picks them all, the bar offers nothing more.
    expect(within(bar()).queryByRole('button', { name: /^Pilih semua/ })).toBeNull();

    await user.click(within(bar()).getByRole('button', { name: 'Nonaktifkan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Nonaktifkan 3 kode referral?' });
    expect(dialog).toHaveAccessibleDescription(
      '1 kode referral lain yang dipilih dilewati: Nonaktifkan tidak berlaku untuknya. Dikirim setelah 5 detik; sampai saat itu kamu bisa menekan Batalkan.',
    );
    controlTime();
    await user.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    // Shown at once: the three codes' switches are off before anything is sent.
    await findToast('3 kode referral dinonaktifkan');
    expect(statusSwitch('KERJABARENG')).not.toBeChecked();
    await passUndoWindow();

    await findToast('2 berhasil, 1 gagal');
    // The dashboard is read again: the codes changed show it, the refused one does not.
    await waitFor(() => expect(statusSwitch('BUDI2026')).not.toBeChecked());
    expect(statusSwitch('BUDIJUARA')).not.toBeChecked();
    expect(statusSwitch('KERJABARENG')).toBeChecked();
    expect(box('KERJABARENG')).toBeChecked();
    expect(box('KERJABARENG')).toHaveAccessibleDescription('Kode sedang dipakai kampanye.');
    // The inactive code was left alone, and every code but the refused one is unpicked.
    expect(statusSwitch('BANDUNGHEMAT')).not.toBeChecked();
    for (const code of ['BUDI2026', 'BUDIJUARA', 'BANDUNGHEMAT']) {
      expect(box(code)).not.toBeChecked();
    }
    expect(within(bar()).getByText('1 dipilih', { exact: true })).toBeVisible();
    expect(['BUDI2026', 'BUDIJUARA', 'KERJABARENG', 'BANDUNGHEMAT'].map(rowstatusOf)).toEqual([
      0, 0, 1, 0,
    ]);
  });
});
