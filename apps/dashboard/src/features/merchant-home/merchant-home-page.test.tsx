import { screen, waitFor } from '@testing-library/react';
import { apiClient } from '@/lib/api';
import { notify } from '@/lib/notify';
import { refuseOnce } from '../../../test/mock-api';
import { getStat } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { MerchantHome } from './merchant-home-page';

describe('merchant home', () => {
  it("shows the merchant's redeem counts, greeting and the way to their vouchers", async () => {
    await renderPage(<MerchantHome />, { role: 'M' });
    const profile = (await apiClient.GET('/v1/merchant/profile')).data.data;

    // The seed's redeems of the demo merchant.
    await waitFor(() => expect(getStat('Total redeem').textContent).toBe('64'));
    expect(getStat('Menunggu').textContent).toBe('9');
    expect(getStat('Diterima').textContent).toBe('49');
    expect(getStat('Ditolak').textContent).toBe('6');
    // Each card has its icon tile, as on the other roles' dashboards.
    const section = screen.getByRole('region', { name: 'Ringkasan redeem voucher' });
    expect(section.querySelectorAll('[data-slot="stat"]')).toHaveLength(4);
    expect(section.querySelectorAll('[data-slot="stat-icon"] svg')).toHaveLength(4);
    expect(await screen.findByText(profile.message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard Merchant' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kelola voucher' })).toHaveAttribute(
      'href',
      '/voucher',
    );
  });

  it('shows a failed load once, in place, with a retry', async () => {
    refuseOnce('get', '*/v1/merchant/count_redeem', 'Merchant belum aktif.', 403);
    const errorToast = vi.spyOn(notify, 'error');
    const { user } = await renderPage(<MerchantHome />, { role: 'M' });
    expect((await screen.findByRole('alert')).textContent).toBe('Merchant belum aktif.');
    expect(screen.getAllByText('Merchant belum aktif.')).toHaveLength(1);
    // The query client would have raised a toast before the page showed the error: none was.
    expect(errorToast).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(getStat('Total redeem').textContent).toBe('64'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
