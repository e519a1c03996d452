import { server } from '@backoffice/mock-server/node';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { renderPage } from '../../../test/render-page';
import { signIn } from '../../../test/session';
import { bodyRows, loadedTable } from '../../../test/tables';
import { apiClient } from '../api';
import { DescribedList } from './described-list';
import { describeList } from './list-description';
import { describedListPageQuery } from './list-page-query';

/** The participants of one event: a list scoped to the record it belongs to. */
const participantsOf = (eventId: number) =>
  describeList({
    operation: 'listEventParticipants',
    noun: 'peserta',
    caption: 'Peserta event',
    prefix: 'participant_',
    scope: { event_id: eventId },
    columns: [{ id: 'ticket', header: 'Tiket', cell: (p) => p.ticket_code, export: null }],
  });

/** The participant pages the mock was asked for, as their query strings. */
function participantReads(): string[] {
  const reads: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/v1/kreator/event/participant') reads.push(url.search);
  });
  return reads;
}

async function eventWithParticipants() {
  await signIn('A');
  const { data } = await apiClient.GET('/v1/kreator/admin/all/events', {
    params: { query: { limit: 100 } },
  });
  const event = data?.data.find((row) => row.participant_count > 0);
  if (!event) throw new Error('the seed has no event with participants');
  const { data: page } = await apiClient.GET('/v1/kreator/event/participant', {
    params: { query: { event_id: event.id } },
  });
  if (!page?.data[0]) throw new Error('no participant');
  return { event, first: page.data[0], count: page.data.length };
}

describe('a described list with a scope', () => {
  it('asks every page within its scope, which stays out of the URL', async () => {
    const { event, first, count } = await eventWithParticipants();
    const reads = participantReads();
    await renderPage(<DescribedList description={participantsOf(event.id)} />, {
      role: 'A',
      path: `/event/detail/${event.id}?participant_limit=5`,
    });
    const table = await loadedTable('Peserta event', first.ticket_code);
    expect(bodyRows(table)).toHaveLength(Math.min(5, count));
    expect(reads).toEqual([`?page=1&limit=5&event_id=${event.id}`]);
    expect(window.location.search).toBe('?participant_limit=5');
  });

  it("gives the route's first query the same page the list asks for", async () => {
    const { event } = await eventWithParticipants();
    const description = participantsOf(event.id);
    const reads = participantReads();
    const request = { search: 'participant_page=1&participant_search=a', params: {} };
    await describedListPageQuery(description, request)(new QueryClient());
    await renderPage(<DescribedList description={description} />, {
      role: 'A',
      path: `/event/detail/${event.id}?${request.search}`,
    });
    await screen.findByRole('table', { name: 'Peserta event' });
    expect(reads).toEqual([
      `?page=1&limit=15&search=a&event_id=${event.id}`,
      `?page=1&limit=15&search=a&event_id=${event.id}`,
    ]);
  });
});
