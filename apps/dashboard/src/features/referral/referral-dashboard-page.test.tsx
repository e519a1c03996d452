import { db, server } from '@backoffice/mock-server/node';
import { formatNumber, formatRupiah } from '@backoffice/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { apiClient } from '@/lib/api';
import { renderApp, signIn } from '../../../test/app';

/** The raw figures the mock answers for the signed-in partner. */
async function mockInfo() {
  const { data } = await apiClient.GET('/v1/partner_master/getalldata');
  return data.data;
}

function statValue(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('[data-slot="stat-value"]')?.textContent ?? '';
}

// The first render loads the page's lazy chunk, which takes a while on a cold test run.
const PAGE_LOAD = { timeout: 10_000 };

async function codesTable() {
  return screen.findByRole('table', { name: 'Daftar kode referral' }, PAGE_LOAD);
}

function rowOf(table: HTMLElement, code: string): HTMLElement {
  const cell = within(table).getByText(code);
  const row = cell.closest('tr');
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

afterEach(() => server.events.removeAllListeners());

describe('referral dashboard', { timeout: 20_000 }, () => {
  it("shows the partner's figures derived from the mock's answer, and their codes", async () => {
    await signIn('P');
    const info = (await mockInfo()).info;
    renderApp('/');

    const table = await codesTable();
    await within(table).findByText('BUDI2026', {}, PAGE_LOAD);
    expect(document.title).toBe('Dashboard - Dashboard');
    expect(screen.getByRole('heading', { name: 'Dashboard Referral' })).toBeInTheDocument();
    // Income is tot_transaction with its commas stripped, shown as Rupiah.
    expect(statValue('Pendapatan')).toBe(
      formatRupiah(Number(info.tot_transaction.replace(/,/g, ''))),
    );
    expect(statValue('Pendapatan')).toMatch(/^Rp \d{1,3}(\.\d{3})*$/);
    expect(statValue('Member')).toBe(formatNumber(info.tot_member));
    expect(statValue('Partner')).toBe(formatNumber(info.tot_partner));

    const codes = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(codes).toEqual(['BUDI2026', 'BANDUNGHEMAT', 'BUDIJUARA', 'KERJABARENG', 'AKHIRTAHUN']);
    const first = rowOf(table, 'BUDI2026');
    expect(within(first).getAllByRole('cell')[0]).toHaveTextContent('1');
    expect(first).toHaveTextContent('http://127.0.0.1:4010/r/BUDI2026');
    expect(within(first).getByRole('switch', { name: 'Status BUDI2026' })).toBeChecked();
    expect(
      within(rowOf(table, 'BANDUNGHEMAT')).getByRole('switch', { name: 'Status BANDUNGHEMAT' }),
    ).not.toBeChecked();
  });

  it('shows the admin-and-partner account its own codes', async () => {
    await signIn('A,P');
    renderApp('/');
    const table = await codesTable();
    await within(table).findByText('ANDIWIJAYA', {}, PAGE_LOAD);
    expect(within(table).queryByText('BUDI2026')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard Referral' })).toBeInTheDocument();
  });

  it('toggles a code by sending the inverted rowstatus, locked while saving', async () => {
    const bodies = recordBodies('PUT', '/v1/partner/activedeactive/');
    // Slows the real handler down (a resolver that answers nothing falls through to it).
    server.use(http.put('*/v1/partner/activedeactive/:id', () => delay(150)));
    await signIn('P');
    renderApp('/');
    const table = await codesTable();
    const toggle = await within(table).findByRole('switch', { name: 'Status BANDUNGHEMAT' });
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    expect(toggle).toBeDisabled();
    expect(await screen.findByText('Status Referral berhasil diubah.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toggle).toBeEnabled();
    expect(within(rowOf(table, 'BANDUNGHEMAT')).getByText('Aktif')).toBeInTheDocument();
    expect(bodies).toEqual([{ rowstatus: 1 }]);
    expect(db.referralCodes.find((c) => c.partner_code === 'BANDUNGHEMAT')?.rowstatus).toBe(1);

    // And back: an active code is sent 0.
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(bodies).toEqual([{ rowstatus: 1 }, { rowstatus: 0 }]);
    expect(within(rowOf(table, 'BANDUNGHEMAT')).getByText('Nonaktif')).toBeInTheDocument();
  });

  it('creates a code: success toast, the dialog closes and the code is listed', async () => {
    const bodies = recordBodies('POST', '/v1/partner/create');
    await signIn('P');
    renderApp('/');
    const table = await codesTable();
    await within(table).findByText('BUDI2026', {}, PAGE_LOAD);

    await userEvent.click(screen.getByRole('button', { name: 'Buat Kode Referral' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buat Kode Referral' });
    const input = within(dialog).getByLabelText(/Kode Referral/);
    await userEvent.type(input, 'jakartahemat');
    expect(input).toHaveValue('JAKARTAHEMAT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Code Referral berhasil dibuat.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await within(table).findByText('JAKARTAHEMAT');
    const row = rowOf(table, 'JAKARTAHEMAT');
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('6');
    expect(within(row).getByRole('switch', { name: 'Status JAKARTAHEMAT' })).toBeChecked();
    expect(bodies).toEqual([{ partner_code: 'JAKARTAHEMAT' }]);
  });

  it('keeps the dialog open while the code is saved: Escape and Batal wait', async () => {
    server.use(http.post('*/v1/partner/create', () => delay(300)));
    await signIn('P');
    renderApp('/');
    await within(await codesTable()).findByText('BUDI2026', {}, PAGE_LOAD);
    await userEvent.click(screen.getByRole('button', { name: 'Buat Kode Referral' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buat Kode Referral' });
    await userEvent.type(within(dialog).getByLabelText(/Kode Referral/), 'SABARDULU');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Buat Kode Referral' })).toBeInTheDocument();

    expect(await screen.findByText('Code Referral berhasil dibuat.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps a taken code in the form and shows the server's 409 message", async () => {
    await signIn('P');
    renderApp('/');
    await within(await codesTable()).findByText('BUDI2026');

    await userEvent.click(screen.getByRole('button', { name: 'Buat Kode Referral' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buat Kode Referral' });
    const input = within(dialog).getByLabelText(/Kode Referral/);
    // Another partner's code: codes are unique platform-wide.
    await userEvent.type(input, 'ANDIWIJAYA');
    const submit = within(dialog).getByRole('button', { name: 'Simpan' });
    await userEvent.click(submit);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Code referral sudah digunakan.',
    );
    expect(input).toHaveValue('ANDIWIJAYA');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeEnabled();
    expect(screen.queryByText('Code Referral berhasil dibuat.')).not.toBeInTheDocument();

    // Editing clears the server's message; a free code then saves.
    await userEvent.clear(input);
    await userEvent.type(input, 'ANDIBARU');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(submit);
    expect(await screen.findByText('Code Referral berhasil dibuat.')).toBeInTheDocument();
  });

  it('checks the code before sending it', async () => {
    const bodies = recordBodies('POST', '/v1/partner/create');
    await signIn('P');
    renderApp('/');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Buat Kode Referral' }, PAGE_LOAD),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Buat Kode Referral' });
    await userEvent.type(within(dialog).getByLabelText(/Kode Referral/), 'ab');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Kode referral terdiri dari 4–20 huruf kapital atau angka.',
    );
    expect(bodies).toEqual([]);
  });

  it('copies a deep link and confirms with a toast', async () => {
    const user = userEvent.setup();
    await signIn('P');
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Salin link BUDI2026' }, PAGE_LOAD));
    expect(await screen.findByText('Link berhasil disalin.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('http://127.0.0.1:4010/r/BUDI2026');
  });

  it('offers the link for manual copying when the clipboard is unavailable', async () => {
    const user = userEvent.setup();
    // An insecure origin or an old browser: no Clipboard API at all.
    const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    onTestFinished(() => {
      if (own) Object.defineProperty(navigator, 'clipboard', own);
      else Reflect.deleteProperty(navigator, 'clipboard');
    });
    await signIn('P');
    renderApp('/');
    await user.click(
      await screen.findByRole('button', { name: 'Salin link KERJABARENG' }, PAGE_LOAD),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Salin link' });
    expect(within(dialog).getByLabelText('Link referral')).toHaveValue(
      'http://127.0.0.1:4010/r/KERJABARENG',
    );
    expect(screen.queryByText('Link berhasil disalin.')).not.toBeInTheDocument();
  });

  it('says so when the partner has no code yet', async () => {
    const partnerId = db.referralCodes.find((c) => c.partner_code === 'BUDI2026')?.partner_id;
    db.referralCodes = db.referralCodes.filter((c) => c.partner_id !== partnerId);
    await signIn('P');
    renderApp('/');
    expect(await screen.findByText(/Belum ada kode referral/, {}, PAGE_LOAD)).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the dashboard', async () => {
    server.use(
      http.get(
        '*/v1/partner_master/getalldata',
        () => HttpResponse.json({ message: 'Akun partner tidak ditemukan' }, { status: 404 }),
        { once: true },
      ),
    );
    await signIn('P');
    renderApp('/');
    const alert = await screen.findByText(
      'Akun partner tidak ditemukan',
      {
        selector: 'p[role="alert"]',
      },
      PAGE_LOAD,
    );
    expect(alert).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await within(await codesTable()).findByText('BUDI2026')).toBeInTheDocument();
  });
});
