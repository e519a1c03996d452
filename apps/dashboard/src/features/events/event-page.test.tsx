import { server } from '@backoffice/mock-server/node';
import type { Event } from '@backoffice/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { apiClient } from '@/lib/api';
import { holdAnswers, pageFromMock } from '../../../test/mock-api';
import { expectPageIntro, findToast } from '../../../test/queries';
import { renderPage } from '../../../test/render-page';
import { bodyRows, cellsOf, loadedTable } from '../../../test/tables';
import { controlTime, passReadBudget, passUndoWindow } from '../../../test/undo';
import { EventPage } from './event-page';

/** The row of an event, by its link (titles may repeat across creators). */
function rowOfEvent(table: HTMLElement, event: Event): HTMLElement {
  const link = within(table)
    .getAllByRole('link', { name: `Detail ${event.title}` })
    .find((a) => a.getAttribute('href') === `/event/detail/${event.id}`);
  const row = link?.closest('tr');
  if (!row) throw new Error(`no row for event ${event.id}`);
  return row;
}

describe('/event', () => {
  it('lists every event with its creator, time, place, price and seats, newest first', async () => {
    await renderPage(<EventPage />, { role: 'A', path: '/event' });
    const answer = await pageFromMock('listAllEvents');
    const first = answer.data[0] as Event;
    const table = await loadedTable('Daftar event', first.title);
    expectPageIntro('Event para kreator: jadwal, tempat, peserta dan persetujuan.');
    expect(bodyRows(table)).toHaveLength(15);
    const cells = cellsOf(rowOfEvent(table, first));
    // First the row's box (bulk status changes), then the number.
    expect(cells[0]).toBe('');
    expect(cells[1]).toBe('1');
    // The seed's first event, as the admin reads it: its start in Jakarta time.
    expect(cells[2]).toBe('Seminar Digital Marketing Jakarta SelatanSeminar · Rizky Wijaya');
    expect(cells[3]).toBe('1 Nov 2026, 13.30Kota Jakarta Selatan');
    expect(cells[4]).toBe('Rp 55.000');
    // A free event reads "Gratis", not "Rp 0".
    const free = answer.data.find((event) => event.price === 0);
    if (!free) throw new Error('the seed has no free event on the first page');
    expect(cellsOf(rowOfEvent(table, free))[4]).toBe('Gratis');
    expect(
      screen.getByText(`Menampilkan 15 dari ${answer.meta.totaldata} data`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tambah event' })).toHaveAttribute(
      'href',
      '/event/add',
    );
  });

  it('changes a status from the list at once, sent after its Batalkan with the exact message, kept by the server', async () => {
    controlTime();
    const release = holdAnswers('get', '*/v1/kreator/admin/update/event');
    const { user } = await renderPage(<EventPage />, { role: 'A', path: '/event?status=pending' });
    const pending = (await pageFromMock('listAllEvents', { status: 'pending' })).data[0] as Event;
    const table = await loadedTable('Daftar event', pending.title);
    const select = within(rowOfEvent(table, pending)).getByRole('combobox', {
      name: `Status ${pending.title}`,
    });
    expect(select).toHaveValue('pending');
    await user.selectOptions(select, 'Disetujui');
    expect(select).toHaveValue('approved');
    await findToast(`Status ${pending.title}: Disetujui`);
    await passUndoWindow();
    expect(select).toBeDisabled();
    release();
    expect(await findToast('Event berhasil diubah.')).toBeInTheDocument();
    const { data } = await apiClient.GET('/v1/kreator/event/detail', {
      params: { query: { id: pending.id } },
    });
    expect(data?.data.status).toBe('approved');
  });

  it("puts the status back with the server's message when it refuses", async () => {
    controlTime();
    const refuse = holdAnswers('get', '*/v1/kreator/admin/update/event', {
      message: 'Event sedang ditinjau.',
    });
    const { user } = await renderPage(<EventPage />, { role: 'A', path: '/event' });
    const first = (await pageFromMock('listAllEvents')).data[0] as Event;
    const table = await loadedTable('Daftar event', first.title);
    const select = within(rowOfEvent(table, first)).getByRole('combobox', {
      name: `Status ${first.title}`,
    });
    const other = first.status === 'rejected' ? 'Menunggu' : 'Ditolak';
    await user.selectOptions(select, other);
    await passUndoWindow();
    expect(select).toBeDisabled();
    refuse();
    expect(await findToast('Event sedang ditinjau.')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue(first.status));
  });

  it('keeps the status filter and the search in the URL, and says when nothing matches', async () => {
    const { user } = await renderPage(<EventPage />, { role: 'A', path: '/event' });
    const first = (await pageFromMock('listAllEvents')).data[0] as Event;
    await loadedTable('Daftar event', first.title);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Ditolak');
    await waitFor(() => expect(window.location.search).toBe('?status=rejected'));
    const rejected = (await pageFromMock('listAllEvents', { status: 'rejected' })).data[0] as Event;
    const table = await loadedTable('Daftar event', rejected.title);
    const statuses = bodyRows(table).map((row) => within(row).getByRole('combobox'));
    expect(statuses.every((select) => (select as HTMLSelectElement).value === 'rejected')).toBe(
      true,
    );
    await user.type(
      screen.getByRole('searchbox', { name: 'Cari event' }),
      'tidak ada sama sekali{Enter}',
    );
    expect(await screen.findByText('Tidak ada event yang cocok.')).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('search')).toBe('tidak ada sama sekali');
  });

  it('shows an error with a retry when the list cannot be read', async () => {
    server.use(
      http.get('*/v1/kreator/admin/all/events', () =>
        HttpResponse.json({ message: 'Server sibuk.' }, { status: 500 }),
      ),
    );
    controlTime();
    await renderPage(<EventPage />, { role: 'A', path: '/event' });
    // A 5xx is tried again for the reads' 10 s before the list says so.
    await passReadBudget();
    expect(await screen.findByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});
