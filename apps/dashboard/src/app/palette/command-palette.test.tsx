import type { Partner } from '@backoffice/sdk';
import { act, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@/lib/api';
import { apiBaseUrl } from '@/lib/api-base-url';
import { fakeSession } from '../../../test/fake-session';
import { countCalls, server } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { signIn } from '../../../test/session';
import { controlTime, passReadBudget } from '../../../test/undo';
import { LazyCommandPalette, PaletteTrigger } from './palette-trigger';
import { recordKindsFor } from './record-kinds';

// The palette in the shell's top bar, against the mock's handlers: what each role is offered,
// the keys of the combobox pattern, Recent, a failing kind and being offline.

async function firstPartner(): Promise<Partner> {
  const { data } = await apiClient.GET('/v1/partner_master/getall', { params: { query: {} } });
  const partner = data?.data[0];
  if (partner === undefined) throw new Error('the mock lists no partner');
  return partner;
}

async function firstVoucherName(): Promise<string> {
  const { data } = await apiClient.GET('/v1/merchant/getall_data', { params: { query: {} } });
  const voucher = data?.data[0];
  if (voucher === undefined) throw new Error('the mock lists no voucher');
  return voucher.name;
}

/** The palette opened with Ctrl+K, its input focused. */
async function openPalette(role: 'A' | 'P' | 'M' | 'A,P', path = '/') {
  const view = await renderPage(<PaletteTrigger />, { role, path });
  await view.user.keyboard('{Control>}k{/Control}');
  const input = await screen.findByRole('combobox', { name: 'Cari layar atau data' });
  expect(input).toHaveFocus();
  return { ...view, input };
}

/** The palette's groups as the user reads them: each label with its options' texts. */
function groups(): Record<string, string[]> {
  const listbox = screen.getByRole('listbox', { name: 'Cari layar atau data' });
  return Object.fromEntries(
    within(listbox)
      .queryAllByRole('group')
      .map((group) => [
        group.getAttribute('aria-labelledby') === null
          ? ''
          : (document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent ??
            ''),
        within(group)
          .getAllByRole('option')
          .map((option) => option.getAttribute('aria-label') ?? option.textContent),
      ]),
  );
}

const status = () => screen.getByRole('status');

function activeOption(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-activedescendant');
  return id === null ? null : (document.getElementById(id)?.textContent ?? null);
}

/** Makes the mock answer an operation with a status, as `POST /__mock/rules` does. */
async function failOperation(operationId: string): Promise<void> {
  const response = await fetch(`${apiBaseUrl}/__mock/rules`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationId, status: 500 }),
  });
  if (!response.ok) throw new Error(`the mock refused the rule: ${response.status}`);
}

// The palette's chunk and the lists it searches, loaded before the tests as the signed-in shell
// fetches them ahead (its idle preload): a test's time is then its own, not vitest's transform.
beforeAll(() =>
  Promise.all([
    LazyCommandPalette.preload(),
    recordKindsFor(fakeSession('A,P')),
    recordKindsFor(fakeSession('M')),
  ]),
);

describe('the palette', () => {
  it("opens with Ctrl+K on the role's screens and finds one by partial words; Enter opens it", async () => {
    const { user, input } = await openPalette('M');
    expect(groups()).toEqual({ Layar: ['Dashboard', 'Profil', 'Voucher', 'Tambah Voucher'] });
    expect(status()).toHaveTextContent(/^4 hasil$/);

    await user.type(input, 'tam vou');
    await waitFor(() => expect(screen.queryByText('Mencari data…')).not.toBeInTheDocument());
    expect(groups().Layar).toEqual(['Tambah Voucher']);
    expect(activeOption(input)).toBe('Tambah Voucher');
    await user.keyboard('{Enter}');
    expect(window.location.pathname).toBe('/voucher/add');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves through the options with the arrows, Home and End; the pointer picks too', async () => {
    const { user, input } = await openPalette('M');
    expect(activeOption(input)).toBe('Dashboard');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(input)).toBe('Voucher');
    expect(screen.getByRole('option', { name: 'Voucher' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{End}');
    expect(activeOption(input)).toBe('Tambah Voucher');
    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toBe('Dashboard');
    await user.keyboard('{ArrowUp}');
    expect(activeOption(input)).toBe('Tambah Voucher');
    await user.keyboard('{Home}');
    expect(activeOption(input)).toBe('Dashboard');
    expect(input).toHaveFocus();

    await user.click(screen.getByRole('option', { name: 'Profil' }));
    expect(window.location.pathname).toBe('/edit');
  });

  it('opens with / when no field has the focus, not while typing; Escape closes and gives the focus back', async () => {
    const view = await renderPage(
      <>
        <input aria-label="Isian lain" />
        <PaletteTrigger />
      </>,
      { role: 'P' },
    );
    await view.user.click(screen.getByRole('textbox', { name: 'Isian lain' }));
    await view.user.keyboard('/');
    expect(screen.getByRole('textbox', { name: 'Isian lain' })).toHaveValue('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const button = screen.getByRole('button', { name: 'Cari' });
    button.focus();
    await view.user.keyboard('/');
    expect(await screen.findByRole('combobox')).toHaveFocus();
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it("finds records by part of their name, grouped by kind, and opens the record's page", async () => {
    const { user, input } = await openPalette('A');
    const partner = await firstPartner();
    const part = partner.name.split(' ')[0]?.slice(0, 4) ?? '';
    await user.type(input, part);
    await waitFor(() => expect(groups().Partner).toContain(partner.name));
    // Only the admin's kinds: no merchant's vouchers, no partner's members.
    expect(Object.keys(groups())).not.toContain('Voucher');
    expect(Object.keys(groups())).not.toContain('Member');
    const count = Object.values(groups()).flat().length;
    expect(status()).toHaveTextContent(new RegExp(`^${count} hasil$`));

    await user.click(screen.getByRole('option', { name: partner.name }));
    expect(window.location.pathname).toBe(`/partner/edit/${partner.id}`);
  });

  it('tells rows of one name apart by a second line: a date and a city, an e-mail', async () => {
    const { user, input } = await openPalette('A');
    await user.type(input, 'Pameran Otomotif Klasik');
    await waitFor(() => expect(groups().Event).toEqual(Array(4).fill('Pameran Otomotif Klasik')));
    const events = within(screen.getByRole('group', { name: 'Event' })).getAllByRole('option');
    const seconds = [
      '1 Des 2026, 17.30 · Kota Bandung',
      '7 Jan 2027, 14.30 · Kota Malang',
      '18 Jul 2026, 14.30 · Kota Jakarta Barat',
      '17 Jul 2026, 14.30 · Kota Jakarta Barat',
    ];
    expect(events).toHaveLength(seconds.length);
    events.forEach((option, at) => {
      expect(option).toHaveAccessibleName('Pameran Otomotif Klasik');
      expect(option).toHaveAccessibleDescription(seconds[at]);
    });
  });

  it('asks once the typing pauses, and cancels the request of a text that changed', async () => {
    const asked: string[] = [];
    const aborted: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (!url.pathname.endsWith('/getall_data')) return;
      const search = url.searchParams.get('search') ?? '';
      asked.push(search);
      request.signal.addEventListener('abort', () => aborted.push(search));
    });
    await fetch(`${apiBaseUrl}/__mock/rules`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationId: 'listVouchers', delayMs: 2000, times: 1 }),
    });
    const { user, input } = await openPalette('M');
    await user.type(input, 'vou');
    await waitFor(() => expect(asked).toEqual(['vou']));
    await user.type(input, 'c');
    await waitFor(() => expect(asked).toEqual(['vou', 'vouc']));
    expect(aborted).toEqual(['vou']);
  });

  it('shows the other kinds when one fails, and says which failed', async () => {
    await failOperation('listVoucherRedeems');
    const { user, input } = await openPalette('M');
    const voucher = await firstVoucherName();
    const redeemSearches = countCalls('GET', '/getall_redeem');
    controlTime();
    await user.type(input, voucher.slice(0, 5));
    // The failing kind is tried again for the reads' 10 s, as every read is.
    await waitFor(() => expect(redeemSearches.count).toBe(1));
    await passReadBudget();
    await waitFor(() => expect(screen.getByText('Gagal mencari redeem.')).toBeInTheDocument());
    expect(redeemSearches.count).toBeGreaterThanOrEqual(5);
    expect(groups().Voucher).toContain(voucher);
    expect(Object.keys(groups())).not.toContain('Redeem');
  });

  it('says that records cannot be searched offline, and still finds screens', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user, input } = await openPalette('M');
    await user.type(input, 'vou');
    expect(screen.getByText('Offline: pencarian data tidak tersedia')).toBeInTheDocument();
    expect(groups()).toEqual({ Layar: ['Voucher', 'Tambah Voucher'] });
  });

  it('shows what was opened under Recent, and forgets it when another account signs in', async () => {
    const { user, input, unmount } = await openPalette('A');
    await user.type(input, 'tam par');
    await user.keyboard('{Enter}');
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('combobox');
    expect(groups()['Terakhir dibuka']).toEqual(['Tambah Partner']);
    unmount();

    await act(() => signIn('M'));
    const again = await openPalette('M');
    expect(Object.keys(groups())).not.toContain('Terakhir dibuka');
    await again.user.keyboard('{Escape}');
  });
});

describe('the palette with nothing found', () => {
  it('says so', async () => {
    const { user, input } = await openPalette('P');
    await user.type(input, 'zzzq');
    await waitFor(() =>
      expect(
        screen.getByText('Tidak ada hasil', { selector: ':not([role=status])' }),
      ).toBeVisible(),
    );
    expect(status()).toHaveTextContent(/^Tidak ada hasil$/);
  });
});
