import { server } from '@backoffice/mock-server/node';
import type { Dispute } from '@backoffice/sdk';
import { formatDateTime, formatRupiah } from '@backoffice/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { apiClient } from '@/lib/api';
import { findToast } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { signIn } from '../../../test/session';
import { bodyRows, cellsOf, loadedTable, rowOf } from '../../../test/tables';
import { DisputeChatPage } from './dispute-chat-page';
import { DisputeDetailPage } from './dispute-detail-page';
import { DisputePage } from './dispute-page';

type Query = { status?: Dispute['status']; search?: string; page?: number; limit?: number };

async function disputesFromMock(query: Query = {}) {
  const { data } = await apiClient.GET('/v1/adminpeppo/getalldispute', { params: { query } });
  if (data === undefined) throw new Error('no disputes');
  return data;
}

async function firstWith(status: Dispute['status']): Promise<Dispute> {
  const dispute = (await disputesFromMock({ status })).data[0];
  if (dispute === undefined) throw new Error(`the seed has no ${status} dispute`);
  return dispute;
}

/** The dispute whose chat carries the seeded markup, script and links. */
async function hostileChatDispute(): Promise<number> {
  const all = await disputesFromMock({ limit: 100 });
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
    const answer = await disputesFromMock();
    const first = answer.data[0] as Dispute;
    const table = await loadedTable('Daftar sengketa', first.transaction_code);
    expect(bodyRows(table)).toHaveLength(Math.min(15, answer.meta.totaldata));
    expect(cellsOf(rowOf(table, first.transaction_code)).slice(1, 5)).toEqual([
      `${first.project_name}${first.transaction_code}`,
      `${first.client_name}${first.freelancer_name}`,
      formatRupiah(first.amount),
      formatDateTime(first.created_at),
    ]);
    expect(
      screen.getByText(
        `Sengketa antara klien dan freelancer; ${answer.meta.totalActive} belum diputuskan.`,
      ),
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
    await user.click(within(form).getByRole('button', { name: 'Simpan Keputusan' }));
    const decision = within(form).getByRole('combobox', { name: /^Keputusan/ });
    await waitFor(() => expect(decision).toHaveAccessibleDescription(/Keputusan/));

    await user.selectOptions(decision, 'Bagi dana');
    const amount = within(form).getByRole('textbox', { name: /^Jumlah untuk klien/ });
    await user.type(amount, String(open.amount + 1));
    await user.type(within(form).getByRole('textbox', { name: /^Catatan/ }), 'Dibagi dua.');
    await user.click(within(form).getByRole('button', { name: 'Simpan Keputusan' }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveValue(String(open.amount + 1));

    const quarter = Math.floor(open.amount / 4);
    await user.clear(amount);
    await user.type(amount, String(quarter));
    await user.click(within(form).getByRole('button', { name: 'Simpan Keputusan' }));
    await findToast('Dispute berhasil disimpan.');
    expect(await screen.findByText('Sengketa ini sudah diputuskan.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Keputusan sengketa' })).not.toBeInTheDocument();
    expect(screen.getByText('Bagi dana')).toBeInTheDocument();
    const decided = screen.getByText('Untuk klien').parentElement as HTMLElement;
    expect(decided).toHaveTextContent(`Untuk klien${formatRupiah(quarter)}`);
    expect(screen.getByText('Untuk freelancer').parentElement).toHaveTextContent(
      `Untuk freelancer${formatRupiah(open.amount - quarter)}`,
    );
    expect(screen.getAllByText('Selesai').length).toBeGreaterThan(0);
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
      // The page's own way back and the not-found state's, worded alike.
      const backs = screen.getAllByRole('link', { name: 'Kembali ke daftar sengketa' });
      expect(backs.map((link) => link.getAttribute('href'))).toEqual(['/dispute', '/dispute']);
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
    const items = within(history).getAllByRole('listitem');
    expect(items).toHaveLength(messages.length);
    items.forEach((item, index) => {
      const message = messages[index];
      if (message === undefined) throw new Error('more items than messages');
      expect(item).toHaveTextContent(message.sender_name);
      expect(item).toHaveTextContent(formatDateTime(message.created_at));
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

afterEach(() => server.resetHandlers());
