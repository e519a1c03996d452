import { screen, waitFor } from '@testing-library/react';
import { apiBaseUrl } from '@/lib/api-base-url';
import { queryClient } from '@/lib/query-client';
import { readSession } from '@/lib/session';
import { renderApp, signIn } from '../../test/app';
import { recordGets } from '../../test/mock-api';
import { openFirstRoute } from './first-route';
import { LAYOUTS } from './layouts/layouts';
import { DATA_TABLE_ROW, ROUTES } from './routes';

const USERS = ROUTES.find((route) => route.path === '/users');
const FIRST_PAGE = '/v1/admindata/allusers?page=1&limit=15';

/** The users' first page as public/boot.js asks for it, from the route's document. */
function askedByBoot(answer?: Promise<Response>) {
  const url = `${apiBaseUrl}${FIRST_PAGE}`;
  const headers = { Authorization: `Bearer ${readSession().token}` };
  window.firstCalls = [{ url, answer: answer ?? fetch(url, { headers }) }];
}

/** The state of the users' list query in the app's cache. */
const usersQuery = () =>
  queryClient
    .getQueryCache()
    .getAll()
    .find((query) => query.queryKey[1] === '/v1/admindata/allusers')?.state.status;

afterEach(() => {
  window.firstCalls = undefined;
});

describe('the route the page was loaded at', () => {
  it('asks for its first answer before React renders; the page reads it without asking again', async () => {
    await signIn('A');
    const gets = recordGets();
    const asked = ['/v1/admindata/allusers?page=2&limit=15'];
    await openFirstRoute({ pathname: '/users', search: '?page=2' });
    await waitFor(() => expect(gets).toEqual(asked));
    renderApp('/users?page=2');
    await screen.findByRole('heading', { level: 1, name: 'User' });
    await waitFor(() => expect(document.querySelector(DATA_TABLE_ROW)).not.toBeNull());
    expect(gets).toEqual(asked);
  });

  it("settles once its layout's and page's code is in", async () => {
    if (!USERS) throw new Error('the route table has no /users');
    const layout = vi.spyOn(LAYOUTS.default, 'preload');
    const page = vi.spyOn(USERS.page, 'preload');
    await openFirstRoute({ pathname: '/users', search: '' });
    expect(layout).toHaveBeenCalled();
    expect(page).toHaveBeenCalled();
    await expect(page.mock.results[0]?.value).resolves.toBeDefined();
  });

  it('asks for nothing a guest may not see, nor for an address with a parameter', async () => {
    const gets = recordGets();
    await openFirstRoute({ pathname: '/users', search: '' });
    await openFirstRoute({ pathname: '/partner/edit/3', search: '' });
    expect(gets).toEqual([]);
  });

  it('takes the answer public/boot.js asked for instead of asking again, and settles once it is in', async () => {
    await signIn('A');
    const gets = recordGets();
    askedByBoot();
    await openFirstRoute({ pathname: '/users', search: '' });
    expect(usersQuery()).toBe('success');
    expect(gets).toEqual([FIRST_PAGE]);
  });

  it('settles without an answer from public/boot.js that does not come', async () => {
    await signIn('A');
    askedByBoot(new Promise<Response>(() => {}));
    await openFirstRoute({ pathname: '/users', search: '' });
    expect(usersQuery()).toBe('pending');
  });
});
