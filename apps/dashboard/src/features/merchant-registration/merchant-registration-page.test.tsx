import { server } from '@backoffice/mock-server/node';
import { screen, waitFor, within } from '@testing-library/react';
import { queryToast } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { MerchantRegistrationPage } from './merchant-registration-page';

type User = Awaited<ReturnType<typeof renderPage>>['user'];

function photo() {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], 'toko.png', { type: 'image/png' });
}

const select = (name: string) => screen.getByRole('combobox', { name });

/** Opens a place's searchable select once its list has loaded and picks its first choice. */
async function pickFirst(user: User, name: string): Promise<string> {
  const control = select(name);
  await waitFor(() => expect(control).toBeEnabled());
  await user.click(control);
  const list = await screen.findByRole('listbox', { name: `Pilih ${name.toLowerCase()}` });
  const option = (await within(list).findAllByRole('option'))[0];
  if (option === undefined) throw new Error(`${name} has no choice`);
  await user.click(option);
  return option.textContent ?? '';
}

/** Types a whole value at once (a paste): the form reads it as the user's input. */
async function enter(user: User, control: HTMLElement, text: string) {
  await user.click(control);
  await user.paste(text);
}

async function fillRegistration(user: User, email = 'toko.baru@contoh.test') {
  await enter(user, await screen.findByRole('textbox', { name: 'Nama usaha' }), 'Toko Baru');
  await enter(user, screen.getByRole('textbox', { name: 'Nama pemilik' }), 'Siti Rahayu');
  await enter(user, screen.getByRole('textbox', { name: 'No. HP' }), '081234567890');
  await user.upload(screen.getByLabelText('Foto usaha', { exact: false }), photo());
  await enter(user, screen.getByRole('textbox', { name: 'Alamat' }), 'Jl. Tunjungan No. 12');
  await pickFirst(user, 'Provinsi');
  await pickFirst(user, 'Kota/kabupaten');
  await pickFirst(user, 'Kecamatan');
  await pickFirst(user, 'Kelurahan');
  await enter(user, screen.getByRole('textbox', { name: 'Email' }), email);
  await enter(user, screen.getByLabelText('Password', { exact: false }), 'rahasia123');
}

describe('/merchant/register', () => {
  it('checks the contract rules before sending, in the mock wording', async () => {
    const { user } = await renderPage(<MerchantRegistrationPage />, { role: null });
    await user.type(await screen.findByRole('textbox', { name: 'No. HP' }), '12ab');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByRole('textbox', { name: 'Nama usaha' })).toHaveAccessibleDescription(
      'Nama usaha wajib diisi.',
    );
    expect(screen.getByRole('textbox', { name: 'No. HP' })).toHaveAccessibleDescription(
      'Format No. HP tidak valid.',
    );
    expect(select('Provinsi')).toHaveAccessibleDescription('Provinsi wajib diisi.');
    expect(select('Kota/kabupaten')).toHaveAccessibleDescription('Pilih provinsi dulu.');
    expect(screen.queryByText('Kota/kabupaten wajib diisi.')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Nama usaha' })).toHaveFocus();
  });

  it('refuses a phone number longer than the contract allows, by its length as the mock does', async () => {
    const { user } = await renderPage(<MerchantRegistrationPage />, { role: null });
    const phone = await screen.findByRole('textbox', { name: 'No. HP' });
    await enter(user, phone, '0812'.repeat(5));
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription('No. HP maksimal 16 karakter.'));
    expect(phone).toHaveValue('0812'.repeat(5));
  });

  it('registers without a token and ends on what happens next', async () => {
    const sent: Request[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/v1/merchant/add') sent.push(request.clone());
    });
    const { user } = await renderPage(<MerchantRegistrationPage />, { role: null });
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'Daftar' }));

    expect(
      await screen.findByRole('heading', { name: 'Pendaftaran terkirim' }),
    ).toBeInTheDocument();
    expect(screen.getByText('toko.baru@contoh.test')).toBeInTheDocument();
    expect(
      screen.getByText('Setelah email terverifikasi, admin akan memeriksa pendaftaranmu.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ke halaman Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get('authorization')).toBeNull();
    const form = await sent[0]?.formData();
    expect(form?.get('name')).toBe('Toko Baru');
    expect(form?.get('postal_code')).toMatch(/^\d{5}$/);
  });

  it('shows a registered e-mail under the Email field and keeps what was typed', async () => {
    const { user } = await renderPage(<MerchantRegistrationPage />, { role: null });
    await fillRegistration(user, 'merchant@backoffice.test');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email sudah terdaftar.'));
    expect(email).toHaveValue('merchant@backoffice.test');
    expect(screen.getByRole('textbox', { name: 'Nama usaha' })).toHaveValue('Toko Baru');
    expect(queryToast('Email sudah terdaftar.')).toBeNull();
  });
});
