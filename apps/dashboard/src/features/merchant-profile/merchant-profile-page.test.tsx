import { server } from '@backoffice/mock-server/node';
import { screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@/lib/api';
import { readCookies } from '@/lib/cookies';
import { readSession } from '@/lib/session';
import { png } from '../../../test/files';
import { findToast } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { MerchantProfilePage } from './merchant-profile-page';

const merchantForm = () => screen.findByRole('form', { name: 'Data merchant' });

async function ownMerchant() {
  const profile = await apiClient.GET('/v1/merchant/profile');
  const id = profile.data?.data.id;
  if (id === undefined) throw new Error('no merchant profile');
  const { data } = await apiClient.GET('/v1/merchant/getone', { params: { query: { id } } });
  if (data === undefined) throw new Error('no merchant');
  return data.data;
}

describe('/edit for a merchant', () => {
  it('fills the form with the merchant’s record, its place chosen', async () => {
    await renderPage(<MerchantProfilePage />, { role: 'M', path: '/edit' });
    const merchant = await ownMerchant();
    const form = await merchantForm();
    expect(within(form).getByRole('textbox', { name: 'Nama usaha' })).toHaveValue(merchant.name);
    expect(within(form).getByRole('textbox', { name: 'Nama pemilik' })).toHaveValue(merchant.owner);
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Provinsi' })).toHaveValue(
        merchant.province_name,
      ),
    );
    expect(within(form).getByRole('combobox', { name: 'Kelurahan' })).toHaveValue(
      merchant.district_name,
    );
    expect(screen.getByRole('form', { name: 'Ubah password' })).toBeInTheDocument();
  });

  it('saves the details and a new photo: the exact message, the session photo and cookie follow', async () => {
    const { user } = await renderPage(<MerchantProfilePage />, { role: 'M', path: '/edit' });
    const form = await merchantForm();
    const description = within(form).getByRole('textbox', { name: 'Deskripsi' });
    await user.clear(description);
    await user.type(description, 'Kopi dan roti bakar.');
    await user.upload(within(form).getByLabelText('Foto', { exact: false }), png('toko.png'));
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));

    await findToast('Profil berhasil diubah.');
    const saved = await ownMerchant();
    expect(saved.description).toBe('Kopi dan roti bakar.');
    await waitFor(() => expect(readSession().photo).toBe(saved.merchant_photo));
    expect(readCookies().get('uPhoto')).toBe(saved.merchant_photo);
  });

  it('clears the place below a changed level and asks for it before sending', async () => {
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/v1/merchant/update') sent.push(request.url);
    });
    const { user } = await renderPage(<MerchantProfilePage />, { role: 'M', path: '/edit' });
    const form = await merchantForm();
    const city = within(form).getByRole('combobox', { name: 'Kota/kabupaten' });
    await waitFor(() => expect(city).not.toHaveValue(''));
    const province = within(form).getByRole('combobox', { name: 'Provinsi' });
    await user.click(province);
    const other = (await screen.findAllByRole('option')).find(
      (option) => option.getAttribute('aria-selected') !== 'true',
    );
    if (other === undefined) throw new Error('one province only');
    await user.click(other);
    expect(city).toHaveValue('');
    expect(within(form).getByRole('combobox', { name: 'Kelurahan' })).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(city).toHaveAccessibleDescription(/Kota\/kabupaten wajib diisi/));
    expect(sent).toHaveLength(0);
  });

  it('changes the merchant’s password with the server’s message; a wrong old one is named', async () => {
    const { user } = await renderPage(<MerchantProfilePage />, { role: 'M', path: '/edit' });
    await merchantForm();
    const form = screen.getByRole('form', { name: 'Ubah password' });
    const old = within(form).getByLabelText('Password lama', { exact: false });
    await user.type(old, 'salah-sekali');
    await user.type(
      within(form).getByLabelText('Password baru', { exact: false }),
      'kopiBraga2026',
    );
    await user.type(
      within(form).getByLabelText('Konfirmasi password', { exact: false }),
      'kopiBraga2026',
    );
    await user.click(within(form).getByRole('button', { name: 'Ubah password' }));
    await waitFor(() => expect(old).toHaveAccessibleDescription('Password lama salah.'));

    await user.clear(old);
    await user.type(old, 'password123');
    await user.click(within(form).getByRole('button', { name: 'Ubah password' }));
    await findToast('Password berhasil diubah.');
    const login = await apiClient.POST('/v1/partner_master/login', {
      body: { email: 'merchant@backoffice.test', password: 'kopiBraga2026' },
    });
    expect(login.response.status).toBe(200);
  });
});
