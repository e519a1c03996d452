import type { Dispute } from '@backoffice/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { apiClient } from '@/lib/api';
import { pageFromMock } from '../../../test/mock-api';
import { findToast, getStat } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { signIn } from '../../../test/session';
import { bodyRows, cellsOf, loadedTable, rowOf } from '../../../test/tables';
import { DisputeChatPage } from './dispute-chat-page';
import { DisputeDetailPage } from './dispute-detail-page';
import { DisputePage } from './dispute-page';

async function firstWith(status: Dispute['status']): Promise<Dispute> {
  const dispute = (await pageFromMock('listDisputes', { status })).data[0];
  if (dispute === undefined) throw new Error(`the seed has no ${status} dispute`);
  return dispute;
}

/** The dispute whose chat carries the seeded markup, script and links. */
async function hostileChatDispute(): Promise<number> {
  const all = await pageFromMock('listDisputes', { limit: 100 });
  for (const dispute of all.data) {
    const { data } = await apiClient.GET('/v1/adminpeppo/getdisputechat/{id}', {
      params: { path: { id: dispute.id } },
    });
    if (data?.data.some((message) => message.message.includes('onerror'))) return dispute.id;
  }
  throw new Error('the seed has no chat with the hostile messages');
}

const renderDetail = (path: string) =>
  renderPage(
    <Route path="/dispute/:id">
      <DisputeDetailPage />
    </Route>,
    { role: 'A', path },
  );

describe('/dispute', () => {
  it('lists the disputes with parties, amount, date and a status badge; the status filter in the URL', async () => {
    const { user } = await renderPage(<DisputePage />, { role: 'A', path: '/dispute' });
    const answer = await pageFromMock('listDisputes');
    const first = answer.data[0] as Dispute;
    const table = await loadedTable('Daftar sengketa', first.transaction_code);
    expect(bodyRows(table)).toHaveLength(Math.min(15, answer.meta.totaldata));
    // The seed's newest dispute, as the admin reads it.
    expect(cellsOf(rowOf(table, first.transaction_code)).slice(1, 5)).toEqual([
      'Desain LogoINV/20260928/0069',
      'Wahyu SimanjuntakAnisa Maharani',
      'Rp 2.200.000',
      '9 Okt 2026, 12.55',
    ]);
    expect(
      screen.getByText('Sengketa antara klien dan freelancer; 24 belum diputuskan.'),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Terbuka');
    await waitFor(() => expect(window.location.search).toBe('?status=open'));
    const open = await firstWith('open');
    await waitFor(() => expect(cellsOf(rowOf(table, open.transaction_code))[5]).toBe('Terbuka'));
  });
});

describe('/dispute/:id', () => {
  it('settles an open dispute: the exact message and the new status, the decision shown instead of the form', async () => {
    await signIn('A');
    const open = await firstWith('open');
    const { user } = await renderDetail(`/dispute/${open.id}`);
    const form = await screen.findByRole('form', { name: 'Keputusan sengketa' });
    expect(screen.getByText(open.reason)).toBeInTheDocument();

    await user.selectOptions(within(form).getByRole('combobox', { name: /^Status/ }), 'Selesai');
    await user.click(within(form).getByRole('button', { name: 'Simpan keputusan' }));
    const decision = within(form).getByRole('combobox', { name: /^Keputusan/ });
    await waitFor(() => expect(decision).toHaveAccessibleDescription(/Keputusan/));

    await user.selectOptions(decision, 'Bagi dana');
    const amount = within(form).getByRole('textbox', { name: /^Jumlah untuk klien/ });
    // The seed's first open dispute is over Rp 2.200.000: one rupiah more is refused.
    expect(open.amount).toBe(2_200_000);
    await user.type(amount, '2200001');
    await user.type(within(form).getByRole('textbox', { name: /^Catatan/ }), 'Dibagi dua.');
    await user.click(within(form).getByRole('button', { name: 'Simpan keputusan' }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveValue('2200001');

    await user.clear(amount);
    await user.type(amount, '550000');
    await user.click(within(form).getByRole('button', { name: 'Simpan keputusan' }));
    await findToast('Dispute berhasil disimpan.');
    expect(await screen.findByText('Sengketa ini sudah diputuskan.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Keputusan sengketa' })).not.toBeInTheDocument();
    expect(screen.getByText('Bagi dana')).toBeInTheDocument();
    const decided = screen.getByText('Untuk klien').parentElement as HTMLElement;
    expect(decided).toHaveTextContent('Untuk klienRp 550.000');
    expect(screen.getByText('Untuk freelancer').parentElement).toHaveTextContent(
      'Untuk freelancerRp 1.650.000',
    );
    // The dispute's own status reads the new one (not any 'Selesai' on the page).
    expect(getStat('Status')).toHaveTextContent(/^Selesai$/);
  });

  it('shows a decided dispute’s decision, not the form', async () => {
    await signIn('A');
    const resolved = await firstWith('resolved');
    await renderDetail(`/dispute/${resolved.id}`);
    expect(await screen.findByText('Sengketa ini sudah diputuskan.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Keputusan sengketa' })).not.toBeInTheDocument();
  });

  it('shows the not-found state for an unknown or malformed id', async () => {
    for (const path of ['/dispute/999999', '/dispute/abc']) {
      const view = await renderDetail(path);
      expect(
        await screen.findByRole('heading', { name: 'Sengketa tidak ditemukan' }),
      ).toBeInTheDocument();
      // The not-found state's way back alone: the page's header (its line and its own way back)
      // speaks of a dispute that is not there.
      const backs = screen.getAllByRole('link', { name: 'Kembali ke daftar sengketa' });
      expect(backs.map((link) => link.getAttribute('href'))).toEqual(['/dispute']);
      expect(
        screen.queryByText('Pihak, proyek, jumlah, dan keputusan sengketa.'),
      ).not.toBeInTheDocument();
      view.unmount();
    }
  });
});

describe('/dispute/chat/:id', () => {
  it('shows the messages in order with sender and time; markup stays text, only http(s) links', async () => {
    await signIn('A');
    const id = await hostileChatDispute();
    const { data } = await apiClient.GET('/v1/adminpeppo/getdisputechat/{id}', {
      params: { path: { id } },
    });
    const messages = data?.data ?? [];
    const { container } = await renderPage(
      <Route path="/dispute/chat/:id?">
        <DisputeChatPage />
      </Route>,
      { role: 'A', path: `/dispute/chat/${id}` },
    );
    const history = await screen.findByRole('region', { name: 'Riwayat chat' });
    // The seed's chat, oldest first, each message with its sender and its time in Jakarta.
    const said = [
      ['Rizky Wibowo', '2 Okt 2026, 00.13'],
      ['Intan Hakim', '2 Okt 2026, 06.52'],
      ['Rizky Wibowo', '2 Okt 2026, 12.01'],
      ['Intan Hakim', '2 Okt 2026, 19.27'],
      ['Rizky Wibowo', '3 Okt 2026, 02.07'],
      ['Intan Hakim', '3 Okt 2026, 09.32'],
    ];
    const items = within(history).getAllByRole('listitem');
    expect(items).toHaveLength(said.length);
    items.forEach((item, index) => {
      const [sender = '', time = ''] = said[index] ?? [];
      expect(item).toHaveTextContent(sender);
      expect(item).toHaveTextContent(time);
    });

    const hostile = messages.find((message) => message.message.includes('onerror'));
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    expect(hostile).toBeDefined();
    expect(container.querySelector('script, img[onerror], img[src="x"]')).toBeNull();
    for (const link of within(history).queryAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^https?:\/\//);
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    expect(
      within(history).getByRole('link', {
        name: 'https://wordpress.org/documentation/article/wordpress-backups/',
      }),
    ).toBeInTheDocument();
    expect(within(history).queryByRole('link', { name: /javascript:/ })).toBeNull();
  });

  it('leads back to the list without an id', async () => {
    await renderPage(
      <Route path="/dispute/chat/:id?">
        <DisputeChatPage />
      </Route>,
      { role: 'A', path: '/dispute/chat' },
    );
    expect(
      await screen.findByRole('heading', { name: 'Sengketa tidak ditemukan' }),
    ).toBeInTheDocument();
  });
});
