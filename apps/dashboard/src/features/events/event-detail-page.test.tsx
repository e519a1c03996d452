import type { Event } from '@backoffice/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { apiClient } from '@/lib/api';
import { holdAnswers } from '../../../test/mock-api';
import { findToast } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { signIn } from '../../../test/session';
import { bodyRows, loadedTable } from '../../../test/tables';
import { controlTime, passUndoWindow } from '../../../test/undo';
import { EventDetailPage } from './event-detail-page';

function renderDetail(path: string) {
  return renderPage(
    <Route path="/event/detail/:id?">
      <EventDetailPage />
    </Route>,
    { role: 'A', path },
  );
}

/** A seeded event with participants, and one without. */
async function seededEvents() {
  await signIn('A');
  const { data } = await apiClient.GET('/v1/kreator/admin/all/events', {
    params: { query: { limit: 100 } },
  });
  const events = data?.data ?? [];
  const withParticipants = events.find((e) => e.participant_count > 0);
  const without = events.find((e) => e.participant_count === 0);
  if (!withParticipants || !without) throw new Error('the seed lacks an event kind');
  return { withParticipants, without };
}

async function participantsOf(event: Event) {
  const { data } = await apiClient.GET('/v1/kreator/event/participant', {
    params: { query: { event_id: event.id } },
  });
  if (data === undefined) throw new Error('no participants answer');
  return data;
}

describe('/event/detail/:id', () => {
  it('shows the event with its place, category, creator, banner and participants', async () => {
    const { withParticipants: event } = await seededEvents();
    await renderDetail(`/event/detail/${event.id}`);
    expect(await screen.findByRole('heading', { name: event.title })).toBeInTheDocument();
    const term = (name: string) => screen.getByText(name, { exact: true }).nextElementSibling;
    expect(term('Kreator')).toHaveTextContent(event.kreator_name);
    expect(term('Kategori')).toHaveTextContent(event.category_name);
    expect(event.title).toBe('Pameran Otomotif Klasik');
    expect(term('Waktu mulai')?.textContent).toBe('1 Des 2026, 17.30');
    expect(term('Tempat')?.textContent).toBe(
      `${event.address}${event.district_name}, ${event.regency_name}, ${event.city_name}${event.province_name} ${event.postal_code}`,
    );
    expect(screen.getByRole('img', { name: `Banner ${event.title}` })).toHaveAttribute(
      'src',
      event.banner,
    );
    const participants = await participantsOf(event);
    const first = participants.data[0];
    if (first === undefined) throw new Error('no participant');
    const table = await loadedTable('Peserta event', first.ticket_code);
    expect(bodyRows(table)).toHaveLength(participants.data.length);
    expect(
      screen.getByText(
        `Menampilkan ${participants.data.length} dari ${participants.meta.totaldata} data`,
      ),
    ).toBeInTheDocument();
  });

  it('says alone, with no search or count, when an event has no participants yet', async () => {
    const { without } = await seededEvents();
    await renderDetail(`/event/detail/${without.id}`);
    expect(await screen.findByText('Belum ada peserta.', { exact: true })).toBeInTheDocument();
    // Alone: no search and no count (where it stands on screen: packages/ui's
    // data-table.browser.test.tsx, moved from the journey in e2e/events.spec.ts).
    expect(screen.queryByRole('searchbox', { name: 'Cari peserta' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Menampilkan/)).not.toBeInTheDocument();
  });

  it('changes the status here too, sent after its Batalkan with the exact message, read back from the server', async () => {
    controlTime();
    const release = holdAnswers('get', '*/v1/kreator/admin/update/event');
    const { without: event } = await seededEvents();
    const { user } = await renderDetail(`/event/detail/${event.id}`);
    const select = await screen.findByRole('combobox', { name: 'Ubah status' });
    const next = event.status === 'rejected' ? 'approved' : 'rejected';
    await user.selectOptions(select, next === 'rejected' ? 'Ditolak' : 'Disetujui');
    expect(select).toHaveValue(next);
    await passUndoWindow();
    expect(select).toHaveValue(next);
    expect(select).toBeDisabled();
    release();
    expect(await findToast('Event berhasil diubah.')).toBeInTheDocument();
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveValue(next);
    const header = screen.getByRole('heading', { name: event.title }).parentElement;
    expect(
      within(header as HTMLElement).getByText(next === 'rejected' ? 'Ditolak' : 'Disetujui'),
    ).toBeInTheDocument();
  });

  it.each([
    ['an unknown id', '/event/detail/999999'],
    ['no id', '/event/detail'],
    ['an id that is not a number', '/event/detail/12abc'],
  ])('shows the not-found state for %s, with a way back to the list', async (_, path) => {
    await renderDetail(path);
    expect(
      await screen.findByRole('heading', { name: 'Event tidak ditemukan' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Kembali ke daftar event' })[0]).toHaveAttribute(
      'href',
      '/event',
    );
  });
});
