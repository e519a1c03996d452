import { server } from '@backoffice/mock-server/node';
import { formatNumber, formatRupiah, lastDays, todayInJakarta } from '@backoffice/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { apiClient } from '@/lib/api';
import { notify } from '@/lib/notify';
import { currentPath } from '../../../test/app';
import { getStat } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { signIn } from '../../../test/session';
import { AdminDashboard } from './admin-dashboard-page';
import type { Period } from './lib/period';

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

function statValue(label: string): string | null {
  return getStat(label).textContent;
}

async function waitForFigures(totals: { revenue: number; users: number }) {
  await waitFor(() => expect(statValue('Pendapatan')).toBe(formatRupiah(totals.revenue)));
  expect(statValue('User')).toBe(formatNumber(totals.users));
}

/** The period inputs are there once the default period has loaded. */
function dailyTableToggle() {
  return screen.findByText('Lihat data harian dalam tabel');
}

/** `2026-10-19` as the period's fields show and read it, whatever the browser's language. */
const shown = (date: string) => date.split('-').reverse().join('/');

/** Types the period as a user does: `05/10/2026`. */
function setDates(start: string, end: string) {
  fireEvent.change(screen.getByLabelText('Tanggal mulai'), { target: { value: shown(start) } });
  fireEvent.change(screen.getByLabelText('Tanggal akhir'), { target: { value: shown(end) } });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('admin dashboard', () => {
  it("shows the default period's figures, chart and daily table", async () => {
    const queries = recordQueries();
    const { user } = await renderPage(<AdminDashboard />, { role: 'A' });
    const figures = await mockFigures();

    await waitForFigures(figures.totals);
    expect(screen.getByRole('heading', { name: 'Dashboard Admin' })).toBeInTheDocument();
    expect(statValue('Transaksi')).toBe(formatNumber(figures.totals.transactions));
    expect(statValue('Merchant')).toBe(formatNumber(figures.totals.merchants));
    expect(statValue('Voucher Aktif')).toBe(formatNumber(figures.totals.active_vouchers));
    expect(statValue('Pendapatan')).toMatch(/^Rp \d{1,3}(\.\d{3})*$/);
    // No period in the URL: the API's default (30 days ending today) fills the inputs.
    expect(queries).toContain('');
    expect(screen.getByLabelText('Tanggal mulai')).toHaveValue(shown(figures.start_date));
    expect(screen.getByLabelText('Tanggal akhir')).toHaveValue(shown(figures.end_date));
    expect(figures.series).toHaveLength(30);

    // What a screen reader says for the chart, word for word. The seed's 30 days up to its today
    // (14 Oct 2026) hold nine days of one paid sale each: 2.475.000 + 1.775.000 + 14.750.000 +
    // 900.000 + 75.000 + 2.200.000 + 39.500.000 + 2.650.000 + 1.900.000 = 66.225.000; the first
    // day without one is 18 Sep. Written out here rather than built with the page's formatter.
    const chart = screen.getByRole('img', {
      name:
        'Pendapatan harian 15 Sep 2026 sampai 14 Okt 2026: total Rp 66.225.000, ' +
        'tertinggi Rp 39.500.000 pada 30 Sep 2026, terendah Rp 0 pada 18 Sep 2026.',
    });
    expect(chart.querySelectorAll('rect[data-date]')).toHaveLength(30);
    await user.click(screen.getByRole('button', { name: 'Transaksi' }));
    expect(screen.getByRole('button', { name: 'Transaksi' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The same days counted: the first of the highest days (one sale) is 15 Sep.
    expect(
      screen.getByRole('img', {
        name:
          'Transaksi harian 15 Sep 2026 sampai 14 Okt 2026: total 9, ' +
          'tertinggi 1 pada 15 Sep 2026, terendah 0 pada 18 Sep 2026.',
      }),
    ).toBeInTheDocument();

    await user.click(screen.getByText('Lihat data harian dalam tabel'));
    const table = screen.getByRole('table', { name: 'Data harian periode ini' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
  });

  it('changes the period: new request, new figures, period kept in the URL and on remount', async () => {
    const queries = recordQueries();
    const period = lastDays(3, todayInJakarta());
    const first = await renderPage(<AdminDashboard />, { role: 'A' });
    const figures = await mockFigures(period);
    await dailyTableToggle();

    setDates(period.start_date, period.end_date);
    await first.user.click(screen.getByRole('button', { name: 'Terapkan' }));

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
    await renderPage(<AdminDashboard />, { role: 'A', path: `/${search}` });
    await waitForFigures(figures.totals);
    expect(screen.getByLabelText('Tanggal mulai')).toHaveValue(shown(period.start_date));
    expect(screen.getByLabelText('Tanggal akhir')).toHaveValue(shown(period.end_date));
    expect(queries.every((query) => query === search)).toBe(true);
    expect(queries.length).toBeGreaterThan(0);
  });

  it("applies a preset period counted back from the server's today, not this machine's", async () => {
    await signIn('A');
    const { today } = await mockFigures();
    // This machine's clock says March 2027; the API's today (the mock's clock) is what counts.
    // Signed in again under that clock: the session cookies expire by it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2027-03-05T10:00:00+07:00') });
    const { user } = await renderPage(<AdminDashboard />, { role: 'A' });
    await dailyTableToggle();
    await user.click(screen.getByRole('button', { name: '7 hari terakhir' }));
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
    const { user } = await renderPage(<AdminDashboard />, { role: 'A' });
    await dailyTableToggle();
    const calls = queries.length;

    setDates('2026-10-05', '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(
      screen.getByText('Tanggal mulai tidak boleh setelah tanggal akhir.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Tanggal mulai')).toHaveAttribute('aria-invalid', 'true');

    setDates('2025-01-01', '2026-01-02');
    expect(screen.getByText('Rentang tanggal paling lama 366 hari.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Terapkan' }));

    // Half a date is not a day: the field says how to write one.
    fireEvent.change(screen.getByLabelText('Tanggal mulai'), { target: { value: '05/10' } });
    await user.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(
      screen.getByText('Tulis tanggal mulai sebagai hh/bb/tttt.', { exact: true }),
    ).toBeInTheDocument();

    expect(currentPath()).toBe('/');
    expect(queries).toHaveLength(calls);
  });

  it('ignores an unusable period in the URL and shows the default one', async () => {
    const queries = recordQueries();
    await renderPage(<AdminDashboard />, {
      role: 'A',
      path: '/?start_date=2026-10-09&end_date=2026-10-01',
    });
    const figures = await mockFigures();
    await waitForFigures(figures.totals);
    expect(queries.every((query) => query === '')).toBe(true);
  });

  it('shows a failed load once, in place, with a retry', async () => {
    server.use(
      http.get(
        '*/v1/admindata/dashboard',
        () => HttpResponse.json({ message: 'Kamu tidak memiliki akses.' }, { status: 403 }),
        { once: true },
      ),
    );
    const errorToast = vi.spyOn(notify, 'error');
    const { user } = await renderPage(<AdminDashboard />, { role: 'A' });
    expect((await screen.findByRole('alert')).textContent).toBe('Kamu tidak memiliki akses.');
    expect(screen.getAllByText('Kamu tidak memiliki akses.')).toHaveLength(1);
    // With no answer there is no period to name, and nothing is loading any more.
    expect(screen.getByText('Periode belum diketahui')).toBeInTheDocument();
    // The query client would have raised a toast before the page showed the error: none was.
    expect(errorToast).not.toHaveBeenCalled();
    const figures = await mockFigures();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await waitForFigures(figures.totals);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
