import type { Partner } from '@backoffice/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { apiClient } from '@/lib/api';
import { rememberListUrl } from '@/lib/list/list-return';
import { pageFromMock, recordCalls } from '../../../test/mock-api';
import { findToast, queryToast } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { signIn } from '../../../test/session';
import { PartnerAddPage, PartnerEditPage } from './partner-form-page';

type User = Awaited<ReturnType<typeof renderPage>>['user'];

const textbox = (name: string) => screen.getByRole('textbox', { name });

async function firstPartner(): Promise<Partner> {
  const partner = (await pageFromMock('listPartners')).data[0];
  if (partner === undefined) throw new Error('the seed has no partner');
  return partner;
}

async function fillNewPartner(user: User, email = 'dewi.lestari@backoffice.test') {
  await user.type(await screen.findByRole('textbox', { name: 'Nama' }), 'Dewi Lestari');
  await user.type(textbox('Email'), email);
  await user.type(textbox('No. HP'), '081298765432');
  await user.type(screen.getByLabelText('Password', { exact: false }), 'password123');
  await user.type(textbox('Alamat'), 'Jl. Sudirman Kav. 52, Jakarta Selatan');
}

function renderEdit(path: string) {
  return renderPage(
    <Route path="/partner/edit/:id?">
      <PartnerEditPage />
    </Route>,
    { role: 'A', path },
  );
}

describe('/partner/add', () => {
  it('checks the contract rules before sending, in the mock wording, under each field', async () => {
    const creates = recordCalls('POST', '/v1/partner_master/create');
    const { user } = await renderPage(<PartnerAddPage />, { role: 'A', path: '/partner/add' });
    await user.click(await screen.findByRole('button', { name: 'Simpan' }));

    expect(await screen.findByRole('textbox', { name: 'Nama' })).toHaveAccessibleDescription(
      'Nama wajib diisi.',
    );
    expect(textbox('Email')).toHaveAccessibleDescription('Email wajib diisi.');
    expect(screen.getByLabelText('Password', { exact: false })).toHaveAccessibleDescription(
      'Password wajib diisi.',
    );
    // The first field in error on screen, though Password is registered before it.
    expect(textbox('Nama')).toHaveFocus();
    await user.type(screen.getByLabelText('Password', { exact: false }), 'pendek');
    expect(screen.getByLabelText('Password', { exact: false })).toHaveAccessibleDescription(
      'Password minimal 8 karakter.',
    );
    expect(creates).toHaveLength(0);
  });

  it('creates the partner once, says so and returns to the list as the user left it', async () => {
    rememberListUrl('/partner', '?rowstatus=1');
    const creates = recordCalls('POST', '/v1/partner_master/create');
    // Routed as in the app, so the form is gone once the save has left for the list.
    const { user } = await renderPage(
      <Route path="/partner/add">
        <PartnerAddPage />
      </Route>,
      { role: 'A', path: '/partner/add' },
    );
    await fillNewPartner(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'A,P');
    await user.dblClick(screen.getByRole('button', { name: 'Simpan' }));

    expect(await findToast('Partner berhasil dibuat.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/partner'));
    expect(window.location.search).toBe('?rowstatus=1');
    expect(creates).toHaveLength(1);
    expect(await creates[0]?.json()).toEqual({
      name: 'Dewi Lestari',
      email: 'dewi.lestari@backoffice.test',
      phone: '081298765432',
      password: 'password123',
      address: 'Jl. Sudirman Kav. 52, Jakarta Selatan',
      role: 'A,P',
    });
    const found = (await pageFromMock('listPartners', { search: 'dewi.lestari@backoffice.test' }))
      .data;
    expect(found.map((p) => [p.name, p.role, p.rowstatus])).toEqual([['Dewi Lestari', 'A,P', 1]]);
  });

  it('shows an e-mail already taken under the e-mail field and keeps what was typed', async () => {
    const { user } = await renderPage(<PartnerAddPage />, { role: 'A', path: '/partner/add' });
    await fillNewPartner(user, 'partner@backoffice.test');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    await waitFor(() =>
      expect(textbox('Email')).toHaveAccessibleDescription('Email sudah terdaftar.'),
    );
    expect(textbox('Email')).toHaveFocus();
    expect(textbox('Nama')).toHaveValue('Dewi Lestari');
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeEnabled();
    expect(queryToast('Email sudah terdaftar.')).toBeNull();
    expect(window.location.pathname).toBe('/partner/add');
  });

  it('asks before Cancel leaves the typed form', async () => {
    const { user } = await renderPage(<PartnerAddPage />, { role: 'A', path: '/partner/add' });
    await user.type(await screen.findByRole('textbox', { name: 'Nama' }), 'Setengah');
    await user.click(screen.getByRole('link', { name: 'Batal' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Tinggalkan halaman ini?' });
    await user.click(within(dialog).getByRole('button', { name: 'Tetap di sini' }));
    expect(window.location.pathname).toBe('/partner/add');
    expect(textbox('Nama')).toHaveValue('Setengah');
  });
});

describe('/partner/edit/:id', () => {
  it("fills the form with the partner's details, saves the change and says so", async () => {
    const updates = recordCalls('PUT', '/v1/partner_master/update');
    await signIn('A');
    const partner = await firstPartner();
    const view = await renderEdit(`/partner/edit/${partner.id}`);

    const name = await screen.findByRole('textbox', { name: 'Nama' });
    expect(name).toHaveValue(partner.name);
    expect(textbox('Email')).toHaveValue(partner.email);
    expect(textbox('No. HP')).toHaveValue(partner.phone);
    expect(textbox('Alamat')).toHaveValue(partner.address ?? '');

    await view.user.clear(name);
    await view.user.type(name, 'Nama Baru Partner');
    await view.user.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(await findToast('Partner berhasil diubah.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/partner'));
    expect(updates).toHaveLength(1);
    const body = await updates[0]?.formData();
    expect([body?.get('id'), body?.get('name')]).toEqual([String(partner.id), 'Nama Baru Partner']);
    const { data } = await apiClient.GET('/v1/partner_master/getbyid/{id}', {
      params: { path: { id: partner.id } },
    });
    expect(data?.data.partner_master.name).toBe('Nama Baru Partner');
  });

  it('shows an e-mail of another account under the e-mail field', async () => {
    await signIn('A');
    const partner = await firstPartner();
    const other =
      partner.email === 'partner@backoffice.test'
        ? 'admin@backoffice.test'
        : 'partner@backoffice.test';
    const view = await renderEdit(`/partner/edit/${partner.id}`);
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await view.user.clear(email);
    await view.user.type(email, other);
    await view.user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email sudah terdaftar.'));
    expect(window.location.pathname).toBe(`/partner/edit/${partner.id}`);
  });

  it.each(['/partner/edit/999999', '/partner/edit/abc'])(
    'shows the not-found text for %s, with a way back to the list',
    async (path) => {
      await renderEdit(path);
      expect(
        await screen.findByRole('heading', { name: 'Akun partner tidak ditemukan' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Kembali ke daftar partner' })).toHaveAttribute(
        'href',
        '/partner',
      );
      expect(screen.queryByRole('button', { name: 'Simpan' })).toBeNull();
    },
  );
});
