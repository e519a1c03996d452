import { screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@/lib/api';
import { readCookies } from '@/lib/cookies';
import { readSession } from '@/lib/session';
import { png } from '../../../test/files';
import { findToast } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { OwnPartnerEditPage } from './own-partner-edit-page';
import { ProfilePage } from './profile-page';

const profileForm = () => screen.findByRole('form', { name: 'Data profil' });
const passwordForm = () => screen.getByRole('form', { name: 'Ubah password' });

async function ownProfile() {
  const { data } = await apiClient.GET('/v1/partner_master/getbyid');
  if (data === undefined) throw new Error('no own profile');
  return data.data.partner_master;
}

describe('/edit for admins and partners', () => {
  it('shows a partner their record, the password change and the bank account', async () => {
    await renderPage(<ProfilePage />, { role: 'P', path: '/edit' });
    const form = await profileForm();
    expect(within(form).getByRole('textbox', { name: 'Nama' })).toHaveValue('Budi Santoso');
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue(
      'partner@backoffice.test',
    );
    expect(passwordForm()).toBeInTheDocument();
    expect(await screen.findByText('Rekening bank', { exact: true })).toBeInTheDocument();
  });

  it('shows an admin no bank account: withdrawals are a partner’s', async () => {
    await renderPage(<ProfilePage />, { role: 'A', path: '/edit' });
    const form = await profileForm();
    expect(within(form).getByRole('textbox', { name: 'Nama' })).toHaveValue('Rina Wulandari');
    expect(passwordForm()).toBeInTheDocument();
    expect(screen.queryByText('Rekening bank', { exact: true })).not.toBeInTheDocument();
  });

  it('saves the details and a new photo: the exact message, the session photo and cookie follow', async () => {
    const { user } = await renderPage(<ProfilePage />, { role: 'A,P', path: '/edit' });
    const form = await profileForm();
    const before = readSession().photo;
    const name = within(form).getByRole('textbox', { name: 'Nama' });
    await user.clear(name);
    await user.type(name, 'Andi W.');
    const photo = within(form).getByLabelText('Foto', { exact: false });
    await user.upload(photo, png('saya.png'));
    // A person's photo is a "foto", where every other picture is a "gambar".
    expect(photo.closest('span')?.textContent).toBe('Ganti foto');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));

    await findToast('Profil berhasil diubah.');
    const saved = await ownProfile();
    expect(saved.name).toBe('Andi W.');
    expect(saved.photo).not.toBe(before);
    await waitFor(() => expect(readSession().photo).toBe(saved.photo));
    expect(readCookies().get('uPhoto')).toBe(saved.photo);
    // The form starts again from what was saved: nothing is left to ask about.
    expect(within(form).getByRole('textbox', { name: 'Nama' })).toHaveValue('Andi W.');
  });

  it('shows a taken e-mail under the Email field and keeps what was typed', async () => {
    const { user } = await renderPage(<ProfilePage />, { role: 'P', path: '/edit' });
    const form = await profileForm();
    const email = within(form).getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'admin@backoffice.test');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(email).toHaveAccessibleDescription('Email sudah terdaftar.'));
    expect(email).toHaveValue('admin@backoffice.test');
    expect((await ownProfile()).email).toBe('partner@backoffice.test');
  });

  it('refuses a photo larger than the contract takes, before sending', async () => {
    const { user } = await renderPage(<ProfilePage />, { role: 'P', path: '/edit' });
    const form = await profileForm();
    const photo = within(form).getByLabelText('Foto', { exact: false });
    await user.upload(photo, png('besar.png', 2 * 1024 * 1024 + 1));
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(photo).toHaveAccessibleDescription('Ukuran foto maksimal 2 MB.'));
    expect((await ownProfile()).photo).toBe(readSession().photo);
  });
});

describe('/edit password change', () => {
  it('shows the server’s word under the field it names, then its message on success', async () => {
    const { user } = await renderPage(<ProfilePage />, { role: 'P', path: '/edit' });
    await profileForm();
    const form = passwordForm();
    const old = within(form).getByLabelText('Password lama', { exact: false });
    const next = within(form).getByLabelText('Password baru', { exact: false });
    const confirm = within(form).getByLabelText('Konfirmasi password', { exact: false });

    await user.type(old, 'salah-sekali');
    await user.type(next, 'rahasiaBaru2026');
    await user.type(confirm, 'rahasiaBaru2026');
    await user.click(within(form).getByRole('button', { name: 'Ubah password' }));
    await waitFor(() => expect(old).toHaveAccessibleDescription('Password lama salah.'));
    expect(next).toHaveValue('rahasiaBaru2026');

    await user.clear(old);
    await user.type(old, 'password123');
    await user.clear(confirm);
    await user.type(confirm, 'rahasiaLain2026');
    await user.click(within(form).getByRole('button', { name: 'Ubah password' }));
    await waitFor(() =>
      expect(confirm).toHaveAccessibleDescription(
        'Konfirmasi password tidak sama dengan password baru.',
      ),
    );

    await user.clear(confirm);
    await user.type(confirm, 'rahasiaBaru2026');
    await user.click(within(form).getByRole('button', { name: 'Ubah password' }));
    await findToast('Password berhasil diubah.');
    await waitFor(() => expect(old).toHaveValue(''));
    expect(next).toHaveValue('');
    expect(confirm).toHaveValue('');
    const login = await apiClient.POST('/v1/partner_master/login', {
      body: { email: 'partner@backoffice.test', password: 'rahasiaBaru2026' },
    });
    expect(login.response.status).toBe(200);
  });
});

describe('/edit bank account', () => {
  it('changes the partner’s bank account with the server’s message', async () => {
    const { user } = await renderPage(<ProfilePage />, { role: 'P', path: '/edit' });
    await user.click(await screen.findByRole('button', { name: 'Ubah rekening' }));
    const bankSelect = await screen.findByRole('combobox', { name: /^Bank/ });
    await user.type(bankSelect, 'mandiri');
    await user.click(screen.getByRole('option', { name: 'Bank Mandiri' }));
    const number = screen.getByRole('textbox', { name: /^Nomor rekening/ });
    await user.clear(number);
    await user.type(number, '1410099887766');
    await user.click(screen.getByRole('button', { name: 'Simpan rekening' }));

    await findToast('Rekening bank berhasil disimpan.');
    const { data } = await apiClient.GET('/v1/partner_master/getbank');
    expect(data?.data).toMatchObject({ bank_code: 'mandiri', account_number: '1410099887766' });
  });
});

describe('/partner/edit, the partner’s own record', () => {
  it('edits the signed-in partner’s record with the own-profile message', async () => {
    const { user } = await renderPage(<OwnPartnerEditPage />, { role: 'P', path: '/partner/edit' });
    const form = await screen.findByRole('form', { name: 'Data partner' });
    const address = within(form).getByRole('textbox', { name: 'Alamat' });
    await user.clear(address);
    await user.type(address, 'Jl. Braga No. 15, Bandung');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));

    await findToast('Profil berhasil diubah.');
    expect((await ownProfile()).address).toBe('Jl. Braga No. 15, Bandung');
  });
});
