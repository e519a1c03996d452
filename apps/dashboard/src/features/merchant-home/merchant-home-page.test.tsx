import { server } from '@backoffice/mock-server/node';
import { formatNumber } from '@backoffice/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiClient } from '@/lib/api';
import { renderApp, signIn } from '../../../test/app';

// The first render loads the page's lazy chunk, which takes a while on a cold test run.
const PAGE_LOAD = { timeout: 10_000 };

function statValue(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('[data-slot="stat-value"]')?.textContent ?? '';
}

describe('merchant home', { timeout: 20_000 }, () => {
  it("shows the merchant's redeem counts, greeting and the way to their vouchers", async () => {
    await signIn('M');
    const counts = (await apiClient.GET('/v1/merchant/count_redeem')).data.data;
    const profile = (await apiClient.GET('/v1/merchant/profile')).data.data;
    renderApp('/');

    await waitFor(
      () => expect(statValue('Total Redeem')).toBe(formatNumber(counts.total)),
      PAGE_LOAD,
    );
    expect(counts.total).toBeGreaterThan(0);
    expect(statValue('Menunggu')).toBe(formatNumber(counts.pending));
    expect(statValue('Diterima')).toBe(formatNumber(counts.accepted));
    expect(statValue('Ditolak')).toBe(formatNumber(counts.rejected));
    expect(await screen.findByText(profile.message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard Merchant' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kelola Voucher' })).toHaveAttribute(
      'href',
      '/voucher',
    );
    expect(document.title).toBe('Dashboard - Dashboard');
  });

  it('shows an error with a retry', async () => {
    server.use(
      http.get(
        '*/v1/merchant/count_redeem',
        () => HttpResponse.json({ message: 'Merchant belum aktif.' }, { status: 403 }),
        { once: true },
      ),
    );
    await signIn('M');
    renderApp('/');
    expect(
      await screen.findByText('Merchant belum aktif.', { selector: 'p[role="alert"]' }, PAGE_LOAD),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(statValue('Total Redeem')).toMatch(/^\d/));
  });
});
