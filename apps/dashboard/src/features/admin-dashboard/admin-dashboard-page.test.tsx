import { server } from '@backoffice/mock-server/node';
import { formatNumber, formatRupiah } from '@backoffice/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiClient } from '@/lib/api';
import { currentPath, renderApp, signIn } from '../../../test/app';
import { chartSummary } from './lib/chart';
import { lastDays, type Period, todayInJakarta } from './lib/period';

// The first render loads the page's lazy chunk, which takes a while on a cold test run.
const PAGE_LOAD = { timeout: 10_000 };

async function mockFigures(period?: Period) {
  const { data } = await apiClient.GET('/v1/admindata/dashboard', {
    params: { query: period ?? {} },
  });
  return data.data;
}

/** The query strings of the dashboard calls the mock received. */
function recordQueries(): string[] {
  const queries: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/v1/admindata/dashboard') queries.push(url.search);
  });
  return queries;
}

function statValue(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('[data-slot="stat-value"]')?.textContent ?? '';
}

async function waitForFigures(totals: { revenue: number; users: number }) {
  await waitFor(
    () => expect(statValue('Pendapatan')).toBe(formatRupiah(totals.revenue)),
    PAGE_LOAD,
  );
  expect(statValue('User')).toBe(formatNumber(totals.users));
}

function setDates(start: string, end: string) {
  fireEvent.change(screen.getByLabelText('Tanggal mulai'), { target: { value: start } });
  fireEvent.change(screen.getByLabelText('Tanggal akhir'), { target: { value: end } });
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('admin dashboard', { timeout: 20_000 }, () => {
  it("shows the default period's figures, chart and daily table", async () => {
    const queries = recordQueries();
    await signIn('A');
    const figures = await mockFigures();
    renderApp('/');

    await waitForFigures(figures.totals);
    expect(document.title).toBe('Dashboard - Dashboard');
    expect(screen.getByRole('heading', { name: 'Dashboard Admin' })).toBeInTheDocument();
    expect(statValue('Transaksi')).toBe(formatNumber(figures.totals.transactions));
    expect(statValue('Merchant')).toBe(formatNumber(figures.totals.merchants));
    expect(statValue('Voucher Aktif')).toBe(formatNumber(figures.totals.active_vouchers));
    expect(statValue('Pendapatan')).toMatch(/^Rp \d{1,3}(\.\d{3})*$/);
    // No period in the URL: the API's default (30 days ending today) fills the inputs.
    expect(queries).toContain('');
    expect(screen.getByLabelText('Tanggal mulai')).toHaveValue(figures.start_date);
    expect(screen.getByLabelText('Tanggal akhir')).toHaveValue(figures.end_date);
    expect(figures.series).toHaveLength(30);

    const chart = screen.getByRole('img', { name: chartSummary('revenue', figures.series) });
    expect(chart.querySelectorAll('rect[data-date]')).toHaveLength(30);
    await userEvent.click(screen.getByRole('button', { name: 'Transaksi' }));
    expect(screen.getByRole('button', { name: 'Transaksi' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      screen.getByRole('img', { name: chartSummary('transactions', figures.series) }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByText('Lihat data harian dalam tabel'));
    const table = screen.getByRole('table', { name: 'Data harian periode ini' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
  });

  it('changes the period: new request, new figures, period kept in the URL and on remount', async () => {
    const queries = recordQueries();
    const period = lastDays(3, todayInJakarta());
    await signIn('A');
    const figures = await mockFigures(period);
    const first = renderApp('/');
    await screen.findByText('Lihat data harian dalam tabel', {}, PAGE_LOAD);

    setDates(period.start_date, period.end_date);
    await userEvent.click(screen.getByRole('button', { name: 'Terapkan' }));

    const search = `?start_date=${period.start_date}&end_date=${period.end_date}`;
    await waitFor(() => expect(currentPath()).toBe(`/${search}`));
    await waitForFigures(figures.totals);
    expect(queries).toContain(search);
    expect(
      screen.getByRole('img', { name: /^Pendapatan harian / }).querySelectorAll('rect[data-date]'),
    ).toHaveLength(3);

    // A reload (a fresh mount from the URL) asks for the same period.
    first.unmount();
    queries.length = 0;
    renderApp(`/${search}`);
    await waitForFigures(figures.totals);
    expect(screen.getByLabelText('Tanggal mulai')).toHaveValue(period.start_date);
    expect(screen.getByLabelText('Tanggal akhir')).toHaveValue(period.end_date);
    expect(queries.every((query) => query === search)).toBe(true);
    expect(queries.length).toBeGreaterThan(0);
  });

  it("applies a preset period counted back from the server's today, not this machine's", async () => {
    await signIn('A');
    const { today } = await mockFigures();
    // This machine's clock says March 2027; the API's today (the mock's clock) is what counts.
    // Signed in again under that clock: the session cookies expire by it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2027-03-05T10:00:00+07:00') });
    await signIn('A');
    renderApp('/');
    await screen.findByText('Lihat data harian dalam tabel', {}, PAGE_LOAD);
    await userEvent.click(screen.getByRole('button', { name: '7 hari terakhir' }));
    const period = lastDays(7, today);
    expect(period.end_date).not.toBe(todayInJakarta());
    await waitFor(() =>
      expect(currentPath()).toBe(`/?start_date=${period.start_date}&end_date=${period.end_date}`),
    );
    await waitFor(() =>
      expect(
        screen
          .getByRole('img', { name: /^Pendapatan harian / })
          .querySelectorAll('rect[data-date]'),
      ).toHaveLength(7),
    );
  });

  it('refuses a start after the end and a period over 366 days without calling the API', async () => {
    const queries = recordQueries();
    await signIn('A');
    renderApp('/');
    await screen.findByText('Lihat data harian dalam tabel', {}, PAGE_LOAD);
    const calls = queries.length;

    setDates('2026-10-05', '2026-10-01');
    await userEvent.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(
      screen.getByText('Tanggal mulai tidak boleh setelah tanggal akhir.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Tanggal mulai')).toHaveAttribute('aria-invalid', 'true');

    setDates('2025-01-01', '2026-01-02');
    expect(screen.getByText('Rentang tanggal paling lama 366 hari.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Terapkan' }));

    expect(currentPath()).toBe('/');
    expect(queries).toHaveLength(calls);
  });

  it('ignores an unusable period in the URL and shows the default one', async () => {
    const queries = recordQueries();
    await signIn('A');
    const figures = await mockFigures();
    renderApp('/?start_date=2026-10-09&end_date=2026-10-01');
    await waitForFigures(figures.totals);
    expect(queries.every((query) => query === '')).toBe(true);
  });

  it('shows an error with a retry', async () => {
    await signIn('A');
    const figures = await mockFigures();
    server.use(
      http.get(
        '*/v1/admindata/dashboard',
        () => HttpResponse.json({ message: 'Kamu tidak memiliki akses.' }, { status: 403 }),
        { once: true },
      ),
    );
    renderApp('/');
    expect(
      await screen.findByText(
        'Kamu tidak memiliki akses.',
        { selector: 'p[role="alert"]' },
        PAGE_LOAD,
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await waitForFigures(figures.totals);
  });
});
