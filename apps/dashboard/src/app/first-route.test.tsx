import { screen, waitFor } from '@testing-library/react';
import { renderApp, signIn } from '../../test/app';
import { recordGets } from '../../test/mock-api';
import { openFirstRoute } from './first-route';
import { LAYOUTS } from './layouts/layouts';
import { DATA_TABLE_ROW, isBuilt, ROUTES } from './routes';

const USERS = ROUTES.filter(isBuilt).find((route) => route.path === '/users');

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
});
