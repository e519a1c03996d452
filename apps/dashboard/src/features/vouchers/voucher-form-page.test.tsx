import { screen, waitFor, within } from '@testing-library/react';
import { Link, Route } from 'wouter';
import { apiClient } from '@/lib/api';
import { rememberListUrl } from '@/lib/list/list-return';
import { png } from '../../../test/files';
import { recordCalls } from '../../../test/mock-api';
import { findToast, queryToast } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { VoucherAddPage, VoucherEditPage } from './voucher-form-page';

type User = Awaited<ReturnType<typeof renderPage>>['user'];

async function firstVoucher() {
  const { data } = await apiClient.GET('/v1/merchant/getall_data', {
    params: { query: { page: 1 } },
  });
  const voucher = data?.data[0];
  if (voucher === undefined) throw new Error('the seed has no voucher for the merchant');
  return voucher;
}

/** The field's control, found by its label as assistive tech reads it. */
const control = (label: string) => screen.getByLabelText(label, { exact: false });

async function fillNewVoucher(user: User) {
  await user.type(await screen.findByRole('textbox', { name: 'Nama voucher' }), 'Gratis Teh Manis');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Jenis voucher' }), 'Diskon');
  await user.type(screen.getByRole('textbox', { name: 'Poin' }), '120');
  await user.type(screen.getByRole('textbox', { name: 'Kuota' }), '25');
  await user.type(control('Tanggal mulai'), '01/12/2026');
  await user.type(control('Tanggal kedaluwarsa'), '31/12/2026');
  await user.upload(control('Gambar'), png('voucher.png'));
}

function renderEdit(path: string) {
  return renderPage(
    <Route path="/voucher/edit/:id?">
      <VoucherEditPage />
    </Route>,
    { role: 'M', path },
  );
}

describe('/voucher/add', () => {
  it('checks the contract rules before sending, in the mock wording, under each field', async () => {
    const creates = recordCalls('POST', '/v1/merchant/create_data');
    const { user } = await renderPage(<VoucherAddPage />, { role: 'M', path: '/voucher/add' });
    await user.click(await screen.findByRole('button', { name: 'Simpan' }));

    expect(
      await screen.findByRole('textbox', { name: 'Nama voucher' }),
    ).toHaveAccessibleDescription('Nama voucher wajib diisi.');
    expect(screen.getByRole('combobox', { name: 'Jenis voucher' })).toHaveAccessibleDescription(
      'Jenis voucher wajib diisi.',
    );
    expect(screen.getByRole('textbox', { name: 'Poin' })).toHaveAccessibleDescription(
      'Poin wajib diisi.',
    );
    expect(control('Gambar')).toHaveAccessibleDescription('Gambar wajib diisi.');
    await user.type(screen.getByRole('textbox', { name: 'Poin' }), '0');
    expect(screen.getByRole('textbox', { name: 'Poin' })).toHaveAccessibleDescription(
      'Poin minimal 1.',
    );
    expect(creates).toHaveLength(0);
  });

  it('refuses an image over the size before sending', async () => {
    const { user } = await renderPage(<VoucherAddPage />, { role: 'M', path: '/voucher/add' });
    await fillNewVoucher(user);
    await user.upload(control('Gambar'), png('besar.png', 2 * 1024 * 1024 + 1));
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Ukuran gambar maksimal 2 MB.')).toBeInTheDocument();
    expect(control('Gambar')).toHaveAccessibleDescription('Ukuran gambar maksimal 2 MB.');
  });

  it('creates the voucher once, says so and returns to the list as the user left it', async () => {
    rememberListUrl('/voucher', '?page=2&search=kopi');
    const creates = recordCalls('POST', '/v1/merchant/create_data');
    // Routed as in the app, so the form is gone once the save has left for the list: unrouted, a
    // save answered before the double click's second press left Simpan on screen for it to send again.
    const { user } = await renderPage(
      <Route path="/voucher/add">
        <VoucherAddPage />
      </Route>,
      { role: 'M', path: '/voucher/add' },
    );
    await fillNewVoucher(user);
    // A new voucher starts active; this one is saved inactive.
    const active = screen.getByRole('switch', { name: 'Status aktif' });
    expect(active).toBeChecked();
    expect(active.parentElement).toHaveTextContent(/^Aktif$/);
    await user.click(active);
    expect(active).not.toBeChecked();
    expect(active.parentElement).toHaveTextContent(/^Nonaktif$/);
    const submit = screen.getByRole('button', { name: 'Simpan' });
    await user.dblClick(submit);

    expect(await findToast('Voucher berhasil dibuat.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/voucher'));
    expect(window.location.search).toBe('?page=2&search=kopi');
    expect(creates).toHaveLength(1);
    const form = await creates[0]?.formData();
    expect(form?.get('point')).toBe('120');
    const image = form?.get('image');
    expect(typeof image === 'string' ? image : [image?.type, image?.size]).toEqual([
      'image/png',
      64,
    ]);

    const { data } = await apiClient.GET('/v1/merchant/getall_data', {
      params: { query: { search: 'Gratis Teh Manis' } },
    });
    expect(
      data?.data.map((voucher) => [voucher.name, voucher.point, voucher.quota, voucher.aktif]),
    ).toEqual([['Gratis Teh Manis', 120, 25, false]]);
  });

  it("shows the server's field error under its field and keeps what was typed", async () => {
    const { user } = await renderPage(<VoucherAddPage />, { role: 'M', path: '/voucher/add' });
    await fillNewVoucher(user);
    const expired = control('Tanggal kedaluwarsa');
    await user.clear(expired);
    await user.type(expired, '01/11/2026');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    await waitFor(() =>
      expect(expired).toHaveAccessibleDescription(
        'Tanggal kedaluwarsa tidak boleh sebelum tanggal mulai.',
      ),
    );
    expect(expired).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Nama voucher' })).toHaveValue('Gratis Teh Manis');
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeEnabled();
    expect(queryToast('Tanggal kedaluwarsa tidak boleh sebelum tanggal mulai.')).toBeNull();
    expect(window.location.pathname).toBe('/voucher/add');
  });

  it('asks before an in-app link leaves the typed form, and stays or leaves as told', async () => {
    const { user } = await renderPage(<VoucherAddPage />, { role: 'M', path: '/voucher/add' });
    await user.type(await screen.findByRole('textbox', { name: 'Nama voucher' }), 'Setengah');
    await user.click(screen.getByRole('link', { name: 'Batal' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Tinggalkan halaman ini?' });
    expect(dialog).toHaveAccessibleDescription('Perubahan yang belum disimpan akan hilang.');
    await user.click(within(dialog).getByRole('button', { name: 'Tetap di sini' }));
    expect(window.location.pathname).toBe('/voucher/add');
    expect(screen.getByRole('textbox', { name: 'Nama voucher' })).toHaveValue('Setengah');

    await user.click(screen.getByRole('link', { name: 'Batal' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Tinggalkan' }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/voucher'));
  });

  it('asks on Back while dirty, and a reload or tab close gets the browser question', async () => {
    const { user } = await renderPage(<VoucherAddPage />, { role: 'M', path: '/voucher/add' });
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);

    await user.type(await screen.findByRole('textbox', { name: 'Nama voucher' }), 'Setengah');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);

    window.history.back();
    const dialog = await screen.findByRole('alertdialog', { name: 'Tinggalkan halaman ini?' });
    expect(window.location.pathname).toBe('/voucher/add');
    await user.click(within(dialog).getByRole('button', { name: 'Tetap di sini' }));
    expect(screen.getByRole('textbox', { name: 'Nama voucher' })).toHaveValue('Setengah');
  });

  it('leaves by a link without asking when nothing was typed', async () => {
    const { user } = await renderPage(
      <>
        <Link href="/voucher">Voucher</Link>
        <VoucherAddPage />
      </>,
      { role: 'M', path: '/voucher/add' },
    );
    await screen.findByRole('textbox', { name: 'Nama voucher' });
    await user.click(screen.getByRole('link', { name: 'Voucher' }));
    expect(window.location.pathname).toBe('/voucher');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('/voucher/edit/:id', () => {
  it('fills the form from the voucher, keeps its image, saves and says so', async () => {
    const voucher = await (async () => {
      const { signIn } = await import('../../../test/session');
      await signIn('M');
      return firstVoucher();
    })();
    const updates = recordCalls('POST', '/v1/merchant/update_data');
    const { user } = await renderEdit(`/voucher/edit/${voucher.id}`);

    const name = await screen.findByRole('textbox', { name: 'Nama voucher' });
    expect(name).toHaveValue(voucher.name);
    expect(screen.getByRole('textbox', { name: 'Poin' })).toHaveValue(String(voucher.point));
    expect(screen.getByRole('combobox', { name: 'Jenis voucher' })).toHaveValue(
      String(voucher.voucher_type_id),
    );
    expect(screen.getByRole('img', { name: 'Gambar voucher' })).toHaveAttribute(
      'src',
      voucher.image,
    );

    await user.clear(name);
    await user.type(name, 'Voucher Baru Diubah');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(await findToast('Voucher berhasil diubah.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/voucher'));
    const form = await updates[0]?.formData();
    expect(form?.has('image')).toBe(false);
    const { data } = await apiClient.GET('/v1/merchant/getone_data', {
      params: { query: { id: voucher.id } },
    });
    expect(data?.data.name).toBe('Voucher Baru Diubah');
    expect(data?.data.image).toBe(voucher.image);
  });

  it('shows the not-found state with a way back for an unknown id', async () => {
    await renderEdit('/voucher/edit/999999');
    expect(
      await screen.findByRole('heading', { name: 'Voucher tidak ditemukan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke daftar voucher' })).toHaveAttribute(
      'href',
      '/voucher',
    );
  });

  it('shows the not-found state, without asking the API, for an id that is not a number or none', async () => {
    const reads = recordCalls('GET', '/v1/merchant/getone_data');
    for (const path of ['/voucher/edit/abc', '/voucher/edit']) {
      const view = await renderEdit(path);
      expect(
        await screen.findByRole('heading', { name: 'Voucher tidak ditemukan' }),
      ).toBeInTheDocument();
      view.unmount();
    }
    expect(reads).toHaveLength(0);
  });
});
