import { server } from '@backoffice/mock-server/node';
import { formatNumber } from '@backoffice/ui';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { apiClient } from '@/lib/api';
import { notify } from '@/lib/notify';
import { getStat } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { MerchantHome } from './merchant-home-page';

describe('merchant home', () => {
  it("shows the merchant's redeem counts, greeting and the way to their vouchers", async () => {
    await renderPage(<MerchantHome />, { role: 'M' });
    const counts = (await apiClient.GET('/v1/merchant/count_redeem')).data.data;
    const profile = (await apiClient.GET('/v1/merchant/profile')).data.data;

    await waitFor(() =>
      expect(getStat('Total Redeem').textContent).toBe(formatNumber(counts.total)),
    );
    expect(counts.total).toBeGreaterThan(0);
    expect(getStat('Menunggu').textContent).toBe(formatNumber(counts.pending));
    expect(getStat('Diterima').textContent).toBe(formatNumber(counts.accepted));
    expect(getStat('Ditolak').textContent).toBe(formatNumber(counts.rejected));
    // Each card has its icon tile, as on the other roles' dashboards.
    const section = screen.getByRole('region', { name: 'Ringkasan redeem voucher' });
    expect(section.querySelectorAll('[data-slot="stat"]')).toHaveLength(4);
    expect(section.querySelectorAll('[data-slot="stat-icon"] svg')).toHaveLength(4);
    expect(await screen.findByText(profile.message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard Merchant' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kelola Voucher' })).toHaveAttribute(
      'href',
      '/voucher',
    );
  });

  it('shows a failed load once, in place, with a retry', async () => {
    server.use(
      http.get(
        '*/v1/merchant/count_redeem',
        () => HttpResponse.json({ message: 'Merchant belum aktif.' }, { status: 403 }),
        { once: true },
      ),
    );
    const errorToast = vi.spyOn(notify, 'error');
    const { user } = await renderPage(<MerchantHome />, { role: 'M' });
    expect((await screen.findByRole('alert')).textContent).toBe('Merchant belum aktif.');
    expect(screen.getAllByText('Merchant belum aktif.')).toHaveLength(1);
    // The query client would have raised a toast before the page showed the error: none was.
    expect(errorToast).not.toHaveBeenCalled();
    const counts = (await apiClient.GET('/v1/merchant/count_redeem')).data.data;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() =>
      expect(getStat('Total Redeem').textContent).toBe(formatNumber(counts.total)),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
