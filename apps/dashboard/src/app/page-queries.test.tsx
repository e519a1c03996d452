import type { Role } from '@backoffice/sdk';
import { screen, waitFor } from '@testing-library/react';
import { apiClient } from '@/lib/api';
import { renderApp, signIn } from '../../test/app';
import { server } from '../../test/mock-api';
import { type BuiltRoute, isBuilt, ROUTES } from './routes';

/** Every GET the app sends from now on, as path and query. */
function recordGets(): string[] {
  const gets: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET') gets.push(`${url.pathname}${url.search}`);
  });
  return gets;
}

const ROLE_FOR: Record<string, Role> = {
  admin: 'A',
  partner: 'P',
  merchant: 'M',
  'signed-in': 'A',
};

/** The routes with a first query, their paths without parameters (a list, a dashboard). */
const ROUTES_WITH_QUERY = ROUTES.filter(isBuilt).filter(
  (route) => route.page.hasQueries && !route.path.includes(':'),
);
const MEMBERS = ROUTES.filter(isBuilt).find((route) => route.path === '/member');

describe("a route's first query", () => {
  it('is asked for without the page, from the route table', async () => {
    await signIn('P');
    const gets = recordGets();
    MEMBERS?.page.prefetch({ search: 'search=Budi&page=2', params: {} });
    await waitFor(() =>
      expect(gets).toEqual(['/v1/partner_master/getallmember?page=2&limit=15&search=Budi']),
    );
  });

  it.each(ROUTES_WITH_QUERY.map((route): [string, BuiltRoute] => [route.path, route]))(
    '%s asks for its answer once: the page uses what the route asked for',
    async (path, route) => {
      await signIn(ROLE_FOR[route.access] ?? 'A');
      const gets = recordGets();
      renderApp(path);
      await screen.findByRole('heading', { level: 1, name: route.title });
      await waitFor(() => expect(screen.queryByText('Memuat')).not.toBeInTheDocument());
      await waitFor(() => expect(gets.length).toBeGreaterThan(0));
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
});
