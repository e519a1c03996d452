import { server } from '@backoffice/mock-server/node';
import type { Promo } from '@backoffice/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { apiClient } from '@/lib/api';
import { png } from '../../../test/files';
import { pageFromMock } from '../../../test/mock-api';
import { findToast } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { signIn } from '../../../test/session';
import { bodyRows, cellsOf, headersOf, loadedTable, rowOf } from '../../../test/tables';
import { passUndoWindow } from '../../../test/undo';
import { PromoAddPage, PromoEditPage } from './promo-form-page';
import { PromoPage } from './promo-page';

type User = Awaited<ReturnType<typeof renderPage>>['user'];

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillPromo(user: User, code: string) {
  await user.type(await screen.findByRole('textbox', { name: /^Judul/ }), 'Diskon Natal');
  await user.type(textbox('Kode promo'), code);
  await user.type(textbox('Deskripsi'), 'Potongan untuk semua jasa desain.');
  await user.type(textbox('Nilai diskon'), '15');
  await user.type(textbox('Kuota'), '50');
  await user.type(screen.getByLabelText('Tanggal mulai', { exact: false }), '20/12/2026');
  await user.type(screen.getByLabelText('Tanggal berakhir', { exact: false }), '31/12/2026');
  await user.upload(screen.getByLabelText('Banner', { exact: false }), png('banner.png'));
}

describe('/promo', () => {
  it('lists the promos with discount, use and period; deletes one after asking and its Batalkan', async () => {
    // Where a promo stands depends on today: the seed's today, 14 Oct 2026, in Jakarta. The
    // timers follow the wall clock, and pass the delete's 5 s Batalkan wait at once
    // (test/undo.ts).
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout'],
      now: Date.parse('2026-10-14T10:00:00+07:00'),
      shouldAdvanceTime: true,
      advanceTimeDelta: 1,
    });
    const { user } = await renderPage(<PromoPage />, { role: 'A', path: '/promo' });
    const answer = await pageFromMock('listPromos');
    const first = answer.data[0] as Promo;
    const table = await loadedTable('Daftar promo', first.code);
    expect(bodyRows(table)).toHaveLength(Math.min(15, answer.meta.totaldata));
    expect(headersOf(table)).toEqual([
      '',
      'No',
      'Promo',
      'Diskon',
      'Terpakai',
      'Periode',
      'Status',
      'Aksi',
    ]);
    // The seed's three newest promos, as the admin reads them: a percentage and an amount, the
    // use of the quota, the period, and where each stands today.
    expect(
      bodyRows(table)
        .slice(0, 3)
        .map((row) => cellsOf(row).slice(1, 7)),
    ).toEqual([
      [
        '1',
        'Flash Sale Jumat Oktober 2026JUMAT38',
        '5%',
        '36 / 50',
        '19 Okt 2026 – 28 Nov 2026',
        'Akan datang',
      ],
      [
        '2',
        'Potongan Pengguna Baru Oktober 2026BARU79',
        'Rp 70.000',
        '601 / 2.500',
        '17 Okt 2026 – 18 Nov 2026',
        'Akan datang',
      ],
      [
        '3',
        'Merdeka Sale Oktober 2026MERDEKA99',
        '25%',
        '3 / 100',
        '9 Okt 2026 – 22 Nov 2026',
        'Berlangsung',
      ],
    ]);

    await user.click(
      within(rowOf(table, first.code)).getByRole('button', { name: `Hapus ${first.title}` }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Hapus promo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(within(table).queryByText(first.code)).not.toBeInTheDocument();
    await findToast(`${first.title} dihapus`);
    expect((await pageFromMock('listPromos', { search: first.code })).data).toHaveLength(1);
    await passUndoWindow();
    await findToast('Promo berhasil dihapus.');
    await waitFor(() => expect(within(table).queryByText(first.code)).not.toBeInTheDocument());
    expect((await pageFromMock('listPromos', { search: first.code })).data).toHaveLength(0);
  });
});

describe('/promo/add', () => {
  it('creates the promo with its banner and says so; the new code is findable', async () => {
    const sent: Request[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/v1/promo/create') sent.push(request.clone());
    });
    const { user } = await renderPage(
      <Route path="/promo/add">
        <PromoAddPage />
      </Route>,
      { role: 'A', path: '/promo/add' },
    );
    await fillPromo(user, 'natal26');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await findToast('Promo berhasil dibuat.');
    await waitFor(() => expect(window.location.pathname).toBe('/promo'));
    expect(sent).toHaveLength(1);
    const form = await sent[0]?.formData();
    expect(form?.get('code')).toBe('NATAL26');
    expect(form?.get('image')).toHaveProperty('size', 64);
    expect((await pageFromMock('listPromos', { search: 'NATAL26' })).data[0]?.title).toBe(
      'Diskon Natal',
    );
  });

  it('turns the code to capitals as it is typed, the caret where the typing is', async () => {
    const { user } = await renderPage(<PromoAddPage />, { role: 'A', path: '/promo/add' });
    const code = await screen.findByRole('textbox', { name: /^Kode promo/ });
    await user.type(code, 'natal26');
    expect(code).toHaveValue('NATAL26');
    // Typed in the middle: the letter lands there, not at the end.
    await user.type(code, 'x', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(code).toHaveValue('NATALX26');
    expect((code as HTMLInputElement).selectionStart).toBe(6);
  });

  it('shows the contract’s rules under their fields, a percentage over 100 and a taken code included', async () => {
    await signIn('A');
    const taken = ((await pageFromMock('listPromos')).data[0] as Promo).code;
    const { user } = await renderPage(
      <Route path="/promo/add">
        <PromoAddPage />
      </Route>,
      { role: 'A', path: '/promo/add' },
    );
    await user.click(await screen.findByRole('button', { name: 'Simpan' }));
    expect(textbox('Judul')).toHaveAccessibleDescription('Judul wajib diisi.');

    await fillPromo(user, taken);
    await user.clear(textbox('Nilai diskon'));
    await user.type(textbox('Nilai diskon'), '150');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(textbox('Nilai diskon')).toHaveAttribute('aria-invalid', 'true'));

    await user.clear(textbox('Nilai diskon'));
    await user.type(textbox('Nilai diskon'), '15');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(textbox('Kode promo')).toHaveAccessibleDescription('Kode promo sudah digunakan.'),
    );
    expect(textbox('Kode promo')).toHaveValue(taken);
    expect(window.location.pathname).toBe('/promo/add');
  });
  it('says a date it cannot read in the format the field takes, and keeps the text', async () => {
    const { user } = await renderPage(
      <Route path="/promo/add">
        <PromoAddPage />
      </Route>,
      { role: 'A', path: '/promo/add' },
    );
    await user.type(await screen.findByRole('textbox', { name: 'Tanggal mulai' }), '31/02/2026');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(textbox('Tanggal mulai')).toHaveAccessibleDescription(
        'Tulis tanggal sebagai hh/bb/tttt.',
      ),
    );
    expect(textbox('Tanggal mulai')).toHaveValue('31/02/2026');
  });
});

describe('/promo/edit/:id', () => {
  const renderEdit = (path: string) =>
    renderPage(
      <Route path="/promo/edit/:id?">
        <PromoEditPage />
      </Route>,
      { role: 'A', path },
    );

  it('fills the form from the promo and saves the change with the exact message', async () => {
    await signIn('A');
    const promo = (await pageFromMock('listPromos')).data[0] as Promo;
    const { user } = await renderEdit(`/promo/edit/${promo.id}`);
    const title = await screen.findByRole('textbox', { name: /^Judul/ });
    expect(title).toHaveValue(promo.title);
    expect(textbox('Kode promo')).toHaveValue(promo.code);
    await user.clear(title);
    await user.type(title, 'Promo Diubah');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await findToast('Promo berhasil diubah.');
    const { data } = await apiClient.GET('/v1/promo/getdetailbyadmin/{id}', {
      params: { path: { id: promo.id } },
    });
    expect(data?.data.title).toBe('Promo Diubah');
  });

  it('takes a day picked from the calendar: shown as dd/mm/yyyy, sent as yyyy-mm-dd', async () => {
    await signIn('A');
    const promo = (await pageFromMock('listPromos')).data[0] as Promo;
    const sent: Request[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === `/v1/promo/update/${promo.id}`) {
        sent.push(request.clone());
      }
    });
    const { user } = await renderEdit(`/promo/edit/${promo.id}`);
    const asText = (day: string) => day.split('-').reverse().join('/');
    const end = await screen.findByRole('textbox', { name: /^Tanggal berakhir/ });
    await waitFor(() => expect(end).toHaveValue(asText(promo.end_date)));
    const endField = end.closest<HTMLElement>('[data-slot="date-input"]') as HTMLElement;
    await user.click(within(endField).getByRole('button', { name: 'Pilih dari kalender' }));
    // It opens on the promo's end date; the day after it is picked.
    await within(endField).findByRole('dialog', { name: 'Pilih tanggal' });
    await user.keyboard('{ArrowRight}{Enter}');
    const picked = new Date(Date.parse(`${promo.end_date}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(end).toHaveValue(asText(picked));
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await findToast('Promo berhasil diubah.');
    expect(sent).toHaveLength(1);
    expect((await sent[0]?.formData())?.get('end_date')).toBe(picked);
  });

  it('shows the not-found state for an unknown, malformed or missing id', async () => {
    for (const path of ['/promo/edit/999999', '/promo/edit/abc', '/promo/edit']) {
      const view = await renderEdit(path);
      expect(
        await screen.findByRole('heading', { name: 'Promo tidak ditemukan' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Kembali ke daftar promo' })).toHaveAttribute(
        'href',
        '/promo',
      );
      view.unmount();
    }
  });
});
