import { server } from '@backoffice/mock-server/node';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { notify } from '@/lib/notify';
import { currentPath } from '../../../test/app';
import { refuseOnce } from '../../../test/mock-api';
import { getStat } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { controlTime, passReadBudget } from '../../../test/undo';
import { AdminDashboard } from './admin-dashboard-page';

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

/** The seed's figures for its default period, 30 days up to its today (14 Oct 2026). */
const DEFAULT_REVENUE = 'Rp 66.225.000';

/** Waits for the revenue a period's answer brings; the user count is the seed's, whatever the period. */
async function waitForFigures(revenue: string) {
  await waitFor(() => expect(statValue('Pendapatan')).toBe(revenue));
  expect(statValue('User')).toBe('64');
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

describe('admin dashboard', () => {
  it("shows the default period's figures, chart and daily table", async () => {
    const queries = recordQueries();
    const { user } = await renderPage(<AdminDashboard />, { role: 'A' });

    await waitForFigures(DEFAULT_REVENUE);
    expect(screen.getByRole('heading', { name: 'Dashboard Admin' })).toBeInTheDocument();
    expect(statValue('Transaksi')).toBe('9');
    expect(statValue('Merchant')).toBe('52');
    expect(statValue('Voucher aktif')).toBe('21');
    // No period in the URL: the API's default (30 days ending its today) fills the inputs.
    expect(queries).toContain('');
    // The form takes the answer's period in an effect after the figures' render.
    await waitFor(() => expect(screen.getByLabelText('Tanggal mulai')).toHaveValue('15/09/2026'));
    expect(screen.getByLabelText('Tanggal akhir')).toHaveValue('14/10/2026');

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
    // Three days of the seed holding two paid sales: 39.500.000 + 2.200.000.
    const period = { start_date: '2026-09-28', end_date: '2026-09-30' };
    const first = await renderPage(<AdminDashboard />, { role: 'A' });
    await dailyTableToggle();

    setDates(period.start_date, period.end_date);
    await first.user.click(screen.getByRole('button', { name: 'Terapkan' }));

    const search = `?start_date=${period.start_date}&end_date=${period.end_date}`;
    await waitFor(() => expect(currentPath()).toBe(`/${search}`));
    await waitForFigures('Rp 41.700.000');
    expect(queries).toContain(search);
    expect(
      screen.getByRole('img', { name: /^Pendapatan harian / }).querySelectorAll('rect[data-date]'),
    ).toHaveLength(3);

    // A reload (a fresh mount from the URL) asks for the same period.
    first.unmount();
    queries.length = 0;
    await renderPage(<AdminDashboard />, { role: 'A', path: `/${search}` });
    await waitForFigures('Rp 41.700.000');
    await waitFor(() => expect(screen.getByLabelText('Tanggal mulai')).toHaveValue('28/09/2026'));
    expect(screen.getByLabelText('Tanggal akhir')).toHaveValue('30/09/2026');
    expect(queries.every((query) => query === search)).toBe(true);
    expect(queries.length).toBeGreaterThan(0);
  });

  it("applies a preset period counted back from the server's today, not this machine's", async () => {
    // This machine's clock says March 2027; the API's today (the mock's clock, the seed's
    // 14 Oct 2026) is what counts. Signed in under that clock: the session cookies expire by it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2027-03-05T10:00:00+07:00') });
    const { user } = await renderPage(<AdminDashboard />, { role: 'A' });
    await dailyTableToggle();
    await user.click(screen.getByRole('button', { name: '7 hari terakhir' }));
    await waitFor(() => expect(currentPath()).toBe('/?start_date=2026-10-08&end_date=2026-10-14'));
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
    expect(await screen.findByText('Rentang tanggal paling lama 366 hari.')).toBeInTheDocument();
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

  it('keeps a date typed before the default period arrives, and fills the other from it', async () => {
    // The default period's answer waits until released, as on a slow line (issue 35).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(
        '*/v1/admindata/dashboard',
        async () => {
          await held;
        },
        { once: true },
      ),
    );
    await renderPage(<AdminDashboard />, { role: 'A' });
    expect(screen.getByText('Memuat periode')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Tanggal mulai'), { target: { value: '05/10/2026' } });

    release();
    // The seed's default period ends on its today, 14 Oct 2026.
    await waitFor(() => expect(screen.getByLabelText('Tanggal akhir')).toHaveValue('14/10/2026'));
    expect(screen.getByText('Periode 15 Sep 2026 sampai 14 Okt 2026')).toBeInTheDocument();
    expect(screen.getByLabelText('Tanggal mulai')).toHaveValue('05/10/2026');
  });

  it('ignores an unusable period in the URL and shows the default one', async () => {
    const queries = recordQueries();
    await renderPage(<AdminDashboard />, {
      role: 'A',
      path: '/?start_date=2026-10-09&end_date=2026-10-01',
    });
    await waitForFigures(DEFAULT_REVENUE);
    expect(queries.every((query) => query === '')).toBe(true);
  });

  it('shows a failed load once, in place, with a retry', async () => {
    refuseOnce('get', '*/v1/admindata/dashboard', 'Kamu tidak memiliki akses.', 403);
    const errorToast = vi.spyOn(notify, 'error');
    const { user } = await renderPage(<AdminDashboard />, { role: 'A' });
    expect((await screen.findByRole('alert')).textContent).toBe('Kamu tidak memiliki akses.');
    expect(screen.getAllByText('Kamu tidak memiliki akses.')).toHaveLength(1);
    // With no answer there is no period to name, and nothing is loading any more.
    expect(screen.getByText('Periode belum diketahui')).toBeInTheDocument();
    // The query client would have raised a toast before the page showed the error: none was.
    expect(errorToast).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await waitForFigures(DEFAULT_REVENUE);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("keeps the last period's figures under the error when the next period fails, and the retry brings it", async () => {
    const { user } = await renderPage(<AdminDashboard />, { role: 'A' });
    await dailyTableToggle();
    await waitForFigures(DEFAULT_REVENUE);
    let refusing = true;
    server.use(
      http.get('*/v1/admindata/dashboard', () =>
        refusing
          ? HttpResponse.json({ message: 'Server sedang sibuk.' }, { status: 503 })
          : undefined,
      ),
    );
    controlTime();
    setDates('2026-09-28', '2026-09-30');
    await user.click(screen.getByRole('button', { name: 'Terapkan' }));
    // Tried like every read, for 10 s, then the error above what was shown.
    await passReadBudget();
    expect((await screen.findByRole('alert')).textContent).toBe('Server sedang sibuk.');
    expect(statValue('Pendapatan')).toBe(DEFAULT_REVENUE);
    expect(screen.getByText('Periode 15 Sep 2026 sampai 14 Okt 2026')).toBeInTheDocument();

    refusing = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await waitForFigures('Rp 41.700.000');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Periode 28 Sep 2026 sampai 30 Sep 2026')).toBeInTheDocument();
  });
});
