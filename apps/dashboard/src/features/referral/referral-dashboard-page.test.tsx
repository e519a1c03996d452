import { db, server } from '@backoffice/mock-server/node';
import { screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@/lib/api';
import { notify } from '@/lib/notify';
import { holdAnswers, refuseOnce } from '../../../test/mock-api';
import { findToast, getStat, queryToast } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { controlTime, passUndoWindow } from '../../../test/undo';
import { ReferralDashboard } from './referral-dashboard-page';

/** The raw figures the mock answers for the signed-in partner. */
async function mockInfo() {
  const { data } = await apiClient.GET('/v1/partner_master/getalldata');
  return data.data;
}

/** The table of codes once the dashboard has loaded (its first code is listed). */
async function codesTable(firstCode = 'BUDI2026') {
  const table = await screen.findByRole('table', { name: 'Daftar kode referral' });
  await within(table).findByText(firstCode);
  return table;
}

function rowOf(table: HTMLElement, code: string): HTMLElement {
  const row = within(table).getByText(code).closest('tr');
  if (row === null) throw new Error(`no row for ${code}`);
  return row;
}

/** Records the JSON bodies of the calls to one path, as the mock received them. */
function recordBodies(method: string, pathPart: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === method && new URL(request.url).pathname.includes(pathPart)) {
      bodies.push(await request.clone().json());
    }
  });
  return bodies;
}

async function openCreateDialog(user: Awaited<ReturnType<typeof renderPage>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Buat kode referral' }));
  const dialog = await screen.findByRole('dialog', { name: 'Buat kode referral' });
  return { dialog, input: within(dialog).getByRole('textbox', { name: 'Kode referral' }) };
}

describe('referral dashboard', () => {
  it("shows the partner's figures derived from the mock's answer, and their codes", async () => {
    await renderPage(<ReferralDashboard />, { role: 'P' });
    const info = (await mockInfo()).info;
    const table = await codesTable();

    expect(screen.getByRole('heading', { name: 'Dashboard Referral' })).toBeInTheDocument();
    // Income is tot_transaction with its commas stripped, shown as Rupiah.
    expect(info.tot_transaction).toBe('22,842,500');
    expect(getStat('Pendapatan').textContent).toBe('Rp 22.842.500');
    expect(getStat('Member').textContent).toBe('64');
    expect(getStat('Partner').textContent).toBe('3');

    const codes = within(table)
      .getAllByRole('row')
      .slice(1)
      // Each row: its box (the bulk actions'), No, the code.
      .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    expect(codes).toEqual(['BUDI2026', 'BANDUNGHEMAT', 'BUDIJUARA', 'KERJABARENG', 'AKHIRTAHUN']);
    const first = within(rowOf(table, 'BUDI2026')).getAllByRole('cell');
    expect(first[1]?.textContent).toBe('1');
    expect(
      within(rowOf(table, 'BUDI2026')).getByText('http://127.0.0.1:4010/r/BUDI2026'),
    ).toBeInTheDocument();
    expect(within(table).getByRole('switch', { name: 'Status BUDI2026' })).toBeChecked();
    expect(within(table).getByRole('switch', { name: 'Status BANDUNGHEMAT' })).not.toBeChecked();
  });

  it('shows the admin-and-partner account its own codes', async () => {
    await renderPage(<ReferralDashboard />, { role: 'A,P' });
    const table = await codesTable('ANDIWIJAYA');
    expect(within(table).queryByText('BUDI2026')).not.toBeInTheDocument();
  });

  it('toggles a code by sending the inverted rowstatus after its Batalkan, locked while saving', async () => {
    controlTime();
    const bodies = recordBodies('PUT', '/v1/partner/activedeactive/');
    const release = holdAnswers('put', '*/v1/partner/activedeactive/:id');
    const { user } = await renderPage(<ReferralDashboard />, { role: 'P' });
    const table = await codesTable();
    const toggle = within(table).getByRole('switch', { name: 'Status BANDUNGHEMAT' });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    await findToast('BANDUNGHEMAT diaktifkan');
    expect(bodies).toEqual([]);
    await passUndoWindow();
    expect(toggle).toBeDisabled();
    release();
    await findToast('Status Referral berhasil diubah.');
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toggle).toBeEnabled();
    expect(within(rowOf(table, 'BANDUNGHEMAT')).getByText('Aktif')).toBeInTheDocument();
    expect(bodies).toEqual([{ rowstatus: 1 }]);
    expect(db.referralCodes.find((c) => c.partner_code === 'BANDUNGHEMAT')?.rowstatus).toBe(1);

    // And back: an active code is sent 0.
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    await passUndoWindow();
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual([{ rowstatus: 1 }, { rowstatus: 0 }]);
    expect(within(rowOf(table, 'BANDUNGHEMAT')).getByText('Nonaktif')).toBeInTheDocument();
  });

  it('toasts a failed toggle once and leaves the switch as it was', async () => {
    controlTime();
    refuseOnce(
      'put',
      '*/v1/partner/activedeactive/:id',
      'Code referral ini milik partner lain.',
      403,
    );
    const { user } = await renderPage(<ReferralDashboard />, { role: 'P' });
    const toggle = within(await codesTable()).getByRole('switch', { name: 'Status BANDUNGHEMAT' });
    await user.click(toggle);
    await passUndoWindow();
    await findToast('Code referral ini milik partner lain.');
    expect(screen.getAllByText('Code referral ini milik partner lain.')).toHaveLength(1);
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
  });

  it('creates a code: success toast, the dialog closes and the code is listed', async () => {
    const bodies = recordBodies('POST', '/v1/partner/create');
    const { user } = await renderPage(<ReferralDashboard />, { role: 'P' });
    const table = await codesTable();

    const { dialog, input } = await openCreateDialog(user);
    await user.type(input, 'jakartahemat');
    expect(input).toHaveValue('JAKARTAHEMAT');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    await findToast('Code Referral berhasil dibuat.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await within(table).findByText('JAKARTAHEMAT');
    const row = rowOf(table, 'JAKARTAHEMAT');
    expect(within(row).getAllByRole('cell')[1]?.textContent).toBe('6');
    expect(within(row).getByRole('switch', { name: 'Status JAKARTAHEMAT' })).toBeChecked();
    expect(bodies).toEqual([{ partner_code: 'JAKARTAHEMAT' }]);
  });

  it('keeps the dialog open while the code is saved: Escape and Batal wait', async () => {
    const release = holdAnswers('post', '*/v1/partner/create');
    const { user } = await renderPage(<ReferralDashboard />, { role: 'P' });
    await codesTable();
    const { dialog, input } = await openCreateDialog(user);
    await user.type(input, 'SABARDULU');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Buat kode referral' })).toBeInTheDocument();

    release();
    await findToast('Code Referral berhasil dibuat.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a taken code once, under the field, and keeps what was typed', async () => {
    const errorToast = vi.spyOn(notify, 'error');
    const { user } = await renderPage(<ReferralDashboard />, { role: 'P' });
    await codesTable();
    const { dialog, input } = await openCreateDialog(user);
    // Another partner's code: codes are unique platform-wide. The mock's own handler answers.
    await user.type(input, 'ANDIWIJAYA');
    const submit = within(dialog).getByRole('button', { name: 'Simpan' });
    await user.click(submit);

    await waitFor(() =>
      expect(input).toHaveAccessibleDescription('Kode referral sudah digunakan.'),
    );
    expect(within(dialog).getByRole('alert').textContent).toBe('Kode referral sudah digunakan.');
    expect(input).toHaveValue('ANDIWIJAYA');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeEnabled();
    expect(errorToast).not.toHaveBeenCalled();

    // Editing clears the server's message; a free code then saves. Toasts show in the order they
    // are raised, so once the success toast is up an error toast would be up too: there is none.
    await user.clear(input);
    await user.type(input, 'ANDIBARU');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(submit);
    await findToast('Code Referral berhasil dibuat.');
    expect(screen.queryByText('Kode referral sudah digunakan.')).not.toBeInTheDocument();
    expect(queryToast('Kode referral sudah digunakan.')).toBeNull();
  });

  it('toasts a failure that is not about the code, and keeps the dialog and the code', async () => {
    refuseOnce('post', '*/v1/partner/create', 'Maaf, server sedang sibuk.', 503);
    const { user } = await renderPage(<ReferralDashboard />, { role: 'P' });
    await codesTable();
    const { dialog, input } = await openCreateDialog(user);
    await user.type(input, 'BARUSAJA');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    await findToast('Maaf, server sedang sibuk.');
    expect(screen.getAllByText('Maaf, server sedang sibuk.')).toHaveLength(1);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toHaveValue('BARUSAJA');
  });

  it('checks the code before sending it', async () => {
    const bodies = recordBodies('POST', '/v1/partner/create');
    const { user } = await renderPage(<ReferralDashboard />, { role: 'P' });
    await codesTable();
    const { dialog, input } = await openCreateDialog(user);
    await user.type(input, 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    // The contract's pattern, in the words the mock answers with (docs/engineering.md#forms).
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Format Kode referral tidak valid.',
    );
    expect(bodies).toEqual([]);
  });

  it('copies a deep link and confirms with a toast', async () => {
    const { user } = await renderPage(<ReferralDashboard />, { role: 'P' });
    await codesTable();
    await user.click(screen.getByRole('button', { name: 'Salin link BUDI2026' }));
    await findToast('Link berhasil disalin.');
    expect(await navigator.clipboard.readText()).toBe('http://127.0.0.1:4010/r/BUDI2026');
  });

  it('offers the link for manual copying when the clipboard is unavailable', async () => {
    const { user } = await renderPage(<ReferralDashboard />, { role: 'P' });
    // An insecure origin or an old browser: no Clipboard API at all (removed after user-event
    // has put its own clipboard in place).
    const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    onTestFinished(() => {
      if (own) Object.defineProperty(navigator, 'clipboard', own);
      else Reflect.deleteProperty(navigator, 'clipboard');
    });
    await codesTable();
    await user.click(screen.getByRole('button', { name: 'Salin link KERJABARENG' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salin link' });
    expect(within(dialog).getByLabelText('Link referral')).toHaveValue(
      'http://127.0.0.1:4010/r/KERJABARENG',
    );
    expect(queryToast('Link berhasil disalin.')).toBeNull();
  });

  it('says so when the partner has no code yet', async () => {
    const partnerId = db.referralCodes.find((c) => c.partner_code === 'BUDI2026')?.partner_id;
    db.referralCodes = db.referralCodes.filter((c) => c.partner_id !== partnerId);
    await renderPage(<ReferralDashboard />, { role: 'P' });
    expect(
      await screen.findByText(
        'Belum ada kode referral. Buat kode pertamamu untuk mulai mengajak member.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a failed load once, in place, with a retry that loads the dashboard', async () => {
    refuseOnce('get', '*/v1/partner_master/getalldata', 'Akun partner tidak ditemukan', 404);
    const errorToast = vi.spyOn(notify, 'error');
    const { user } = await renderPage(<ReferralDashboard />, { role: 'P' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Akun partner tidak ditemukan');
    expect(screen.getAllByText('Akun partner tidak ditemukan')).toHaveLength(1);
    // The query client would have raised a toast before the page showed the error: none was.
    expect(errorToast).not.toHaveBeenCalled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await codesTable();
    expect(screen.queryByText('Akun partner tidak ditemukan')).not.toBeInTheDocument();
  });
});
