import type { Role } from '@backoffice/sdk';
import { act, screen, waitFor } from '@testing-library/react';
import { apiClient } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { renderApp, signIn } from '../../test/app';
import { recordGets } from '../../test/mock-api';
import { readRouteFacts } from '../../test/route-facts';
import { type AppRoute, ROUTES } from './routes';

const ROLE_FOR: Record<string, Role> = {
  admin: 'A',
  partner: 'P',
  merchant: 'M',
  'signed-in': 'A',
};

/** Answers in the cache that no component reads: asked for by the route, but not what the page uses. */
function unusedAnswers() {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.getObserversCount() === 0)
    .map((query) => JSON.stringify(query.queryKey));
}

/** The routes with a first query, their paths without parameters (a list, a dashboard, a form). */
const FACTS = await readRouteFacts();
const ROUTES_WITH_QUERY = ROUTES.filter(
  (route) => FACTS.get(route.path)?.hasQueries && !route.path.includes(':'),
);
const MEMBERS = ROUTES.find((route) => route.path === '/member');

describe("a route's first query", () => {
  it('is asked for without the page, from the route table', async () => {
    await signIn('P');
    const gets = recordGets();
    MEMBERS?.page.prefetch({ search: 'search=Budi&page=2', params: {} });
    await waitFor(() =>
      expect(gets).toEqual(['/v1/partner_master/getallmember?page=2&limit=15&search=Budi']),
    );
  });

  it.each(ROUTES_WITH_QUERY.map((route): [string, AppRoute] => [route.path, route]))(
    '%s asks for its answers once, and the page uses each of them',
    async (path, route) => {
      await signIn(ROLE_FOR[route.access] ?? 'A');
      const prefetch = vi.spyOn(route.page, 'prefetch');
      const gets = recordGets();
      renderApp(path);
      await screen.findByRole('heading', { level: 1, name: route.title });
      // The route's own call, once its queries are asked for (whether the page asked first or not).
      await waitFor(() => expect(prefetch).toHaveBeenCalled());
      // Inside act: on a busy machine the calls outlast the top bar's 200 ms, and its updates
      // while this waits would otherwise happen outside React's test scope (a console error).
      await act(() => Promise.all(prefetch.mock.results.map((result) => result.value)));
      // Until the page reads every answer the route asked for: one it never reads fails here.
      await waitFor(() => expect(unusedAnswers()).toEqual([]));
      const repeated = gets.filter((get, index) => gets.indexOf(get) !== index);
      expect(repeated).toEqual([]);
    },
  );

  it('asks for a record by the id in the URL, once', async () => {
    await signIn('A');
    const { data } = await apiClient.GET('/v1/partner_master/getall', {
      params: { query: { page: 1, limit: 1 } },
    });
    const partner = data?.data[0];
    if (!partner) throw new Error('the seed has no partner');
    const gets = recordGets();
    renderApp(`/partner/edit/${partner.id}`);
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue(partner.email);
    expect(gets.filter((get) => get.startsWith('/v1/partner_master/getbyid'))).toHaveLength(1);
    const repeated = gets.filter((get, index) => gets.indexOf(get) !== index);
    expect(repeated).toEqual([]);
  });

  it("asks for an event and its participants' page at once, and the page reads both", async () => {
    await signIn('A');
    const { data } = await apiClient.GET('/v1/kreator/admin/all/events', {
      params: { query: { limit: 100 } },
    });
    const event = data?.data.find((row) => row.participant_count > 0);
    if (!event) throw new Error('the seed has no event with participants');
    const gets = recordGets();
    renderApp(`/event/detail/${event.id}?participant_limit=5`);
    await screen.findByRole('heading', { name: event.title });
    await screen.findByRole('table', { name: 'Peserta event' });
    await waitFor(() => expect(unusedAnswers()).toEqual([]));
    expect(gets.filter((get) => get.startsWith('/v1/kreator/event/'))).toEqual([
      `/v1/kreator/event/detail?id=${event.id}`,
      `/v1/kreator/event/participant?page=1&limit=5&event_id=${event.id}`,
    ]);
  });
});
