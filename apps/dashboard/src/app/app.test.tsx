import { DEMO_PASSWORD, reset } from '@backoffice/mock-server/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@/lib/api';
import { removeCookie, writeCookie } from '@/lib/cookies';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { readSession, SESSION_COOKIES } from '@/lib/session';
import { currentPath, renderApp, signIn } from '../../test/app';
import { findToast } from '../../test/queries';
import { DEMO_EMAILS } from '../../test/session';
import { LAYOUTS } from './layouts/layouts';
import { menuFor } from './menu/menus';
import { ROUTES } from './routes';

/** Another tab shares the cookies: it changes them without this tab's session module knowing. */
function clearCookiesAsAnotherTabWould(): void {
  for (const name of SESSION_COOKIES) removeCookie(name);
}

async function signInAsAnotherTabWould(role: 'A' | 'P' | 'M'): Promise<void> {
  const { data } = await apiClient.POST('/v1/partner_master/login', {
    body: { email: DEMO_EMAILS[role], password: DEMO_PASSWORD },
  });
  for (const [name, value] of [
    ['token', data.data.token],
    ['role', data.data.role],
    ['isLogin', 'true'],
    ['uPhoto', data.data.photo],
  ] as const) {
    writeCookie(name, value);
  }
}

/**
 * Every role's home shows figures (Stat) once its code and first answers are in: a test that
 * waits for them ends with nothing of the page left to resolve after it.
 */
async function homeShown(): Promise<void> {
  await waitFor(() => expect(document.querySelector('[data-slot="stat"]')).not.toBeNull());
}

function menuLinks() {
  const nav = screen.getByRole('navigation', { name: 'Menu utama' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

// These tests are about the shell, not a first visit's loading: every layout and page is loaded
// before them, as the signed-in shell fetches its menu's pages ahead (ADR 0015). A page still
// loading when a test ends would finish in the next one, outside its act(). `/` preloads the
// signed-in role's home only: the three homes' modules are imported here.
beforeAll(() =>
  Promise.all([
    ...Object.values(LAYOUTS).map((layout) => layout.preload()),
    ...ROUTES.map((route) => route.page.preload()),
    import('@/features/admin-dashboard/admin-dashboard-page'),
    import('@/features/referral/referral-dashboard-page'),
    import('@/features/merchant-home/merchant-home-page'),
  ]),
);

describe('the signed-in shell', () => {
  // The menu the route table gives each role (the product's menus are stated in
  // menu/menus.dom.test.ts): here, that the shell shows it.
  it.each(['A', 'P', 'M', 'A,P'] as const)(
    'shows role %s its menu with Dashboard current',
    async (role) => {
      await signIn(role);
      renderApp('/');
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
      // The admin's Transaction group starts closed: open it to see its links.
      const group = screen.queryByRole('button', { name: 'Transaction' });
      if (group) await userEvent.click(group);
      const links = menuFor(role, '/')
        .flatMap((item) => (item.to === null ? item.subItems : [item]))
        .map((item) => item.title);
      expect(menuLinks()).toEqual(links);
      const nav = screen.getByRole('navigation', { name: 'Menu utama' });
      expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(
        within(nav)
          .getAllByRole('link')
          .filter((link) => link.hasAttribute('aria-current')),
      ).toHaveLength(1);
      await homeShown();
    },
  );

  it('links the profile photo to /edit, falling back to the default avatar without a photo', async () => {
    await signIn('P');
    removeCookie('uPhoto');
    renderApp('/');
    const profile = await screen.findByRole('link', { name: 'Profil' });
    expect(profile).toHaveAttribute('href', '/edit');
    expect(within(profile).getByRole('img')).toHaveAttribute('data-fallback', 'true');
    // The page under the top bar loads its code too: the test ends once it shows, so its lazy
    // chunk does not resolve after the test.
    expect(await screen.findByRole('table', { name: 'Daftar kode referral' })).toBeInTheDocument();
  });

  it('logs out: clears the four cookies and the cache, then shows the login page', async () => {
    await signIn('A');
    queryClient.setQueryData(['cached'], 'private');
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(currentPath()).toBe('/login');
    expect(document.cookie).toBe('');
    expect(queryClient.getQueryData(['cached'])).toBeUndefined();
    expect(screen.queryByText('Kamu tidak memiliki akses untuk melihat page ini.')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Mode gelap' })).toBeInTheDocument();
  });

  it('signs out once when several calls answer 401 together (stale token)', async () => {
    await signIn('A');
    reset(); // the mock forgets every session: the cookie's token is now stale
    const replaceState = vi.spyOn(window.history, 'replaceState');
    renderApp('/');
    // The dashboard's own calls and these fail together with 401.
    const calls = [
      apiClient.GET('/v1/admindata/allusers'),
      apiClient.GET('/v1/partner_master/getall'),
      apiClient.GET('/v1/merchant/getall'),
    ];
    const results = await act(() => Promise.allSettled(calls));
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(replaceState.mock.calls.filter(([, , url]) => url === '/login')).toHaveLength(1);
    expect(readSession().signedIn).toBe(false);
    expect(document.cookie).toBe('');
    // The login page's dark-mode switch loads after its form: awaited, not left to resolve later.
    expect(await screen.findByRole('button', { name: 'Mode gelap' })).toBeInTheDocument();
  });

  it('a 401 from a query logs out saying why, with no error toast of its own', async () => {
    await signIn('P');
    reset();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await act(() =>
      queryClient
        .fetchQuery({
          queryKey: ['members'],
          queryFn: () => apiClient.GET('/v1/partner_master/getallmember'),
        })
        .catch(() => undefined),
    );
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(await findToast('Sesi kamu sudah berakhir. Silakan login kembali.')).toBeVisible();
    expect(screen.queryByText(/Maaf, terjadi masalah/)).toBeNull();
  });

  it('says the session ended and sends the user to sign in, back to the same page and query', async () => {
    await signIn('P');
    reset(); // the mock forgets the session: the next call answers 401
    renderApp('/member?page=2&search=ani');
    await findToast('Sesi kamu sudah berakhir. Silakan login kembali.');
    // The login form follows ?redirect= (features/auth); the whole way back: e2e/sessions.spec.ts.
    expect(currentPath()).toBe('/login?redirect=%2Fmember%3Fpage%3D2%26search%3Dani');
  });

  it('toggles dark mode and remembers it', async () => {
    await signIn('M');
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Mode gelap' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(document.documentElement).not.toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('folds the desktop drawer to a rail of named icons, remembered on the next visit', async () => {
    await signIn('A');
    const first = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await userEvent.click(screen.getByRole('button', { name: 'Ciutkan menu' }));
    expect(window.localStorage.getItem('drawer')).toBe('rail');
    // Every link keeps its name; a group's links stand in its place, one icon each.
    expect(menuLinks()).toEqual([
      'Dashboard',
      'User',
      'Partner',
      'Merchant List',
      'List Transaction',
      'List Dispute',
      'Proyek & Expee',
      'Promo',
      'Kreator',
      'Event',
      'Survey',
    ]);
    const rail = within(screen.getByRole('navigation', { name: 'Menu utama' }));
    expect(rail.getByRole('link', { name: 'List Dispute' })).toHaveAttribute(
      'title',
      'List Dispute',
    );
    expect(rail.queryByRole('button', { name: 'Transaction' })).toBeNull();
    first.unmount();
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Lebarkan menu' }));
    expect(window.localStorage.getItem('drawer')).toBe('open');
    expect(screen.getByRole('button', { name: 'Transaction' })).toBeVisible();
  });

  it('collapses the drawer on narrow screens into a menu button and a dialog closed by Escape', async () => {
    const width = window.innerWidth;
    window.innerWidth = 800;
    try {
      await signIn('P');
      renderApp('/');
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
      expect(screen.queryByRole('navigation', { name: 'Menu utama' })).toBeNull();
      const button = screen.getByRole('button', { name: 'Buka menu' });
      await userEvent.click(button);
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      expect(within(drawer).getByRole('link', { name: 'Wirthdraw' })).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(button).toHaveFocus();
    } finally {
      window.innerWidth = width;
    }
  });
});

describe('focus after moving to another page', () => {
  it('stays put on the first load, goes to the title after a menu link and after Back', async () => {
    await signIn('P');
    renderApp('/');
    const title = await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(title).not.toHaveFocus();
    const nav = screen.getByRole('navigation', { name: 'Menu utama' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Member' }));
    await waitFor(() => expect(title).toHaveTextContent('Member'));
    expect(title).toHaveFocus();
    // Only the query changes (a list's page, a filter): focus stays where the user is.
    const link = within(nav).getByRole('link', { name: 'Member' });
    link.focus();
    act(() => window.history.pushState(null, '', '/member?page=2'));
    expect(link).toHaveFocus();
    link.focus();
    act(() => window.history.back());
    await waitFor(() => expect(currentPath()).toBe('/member'));
    act(() => window.history.back());
    await waitFor(() => expect(title).toHaveTextContent('Dashboard'));
    expect(title).toHaveFocus();
  });

  it('on the sign-in pages too: stays put on /login, goes to each title the links lead to', async () => {
    renderApp('/login');
    const login = await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(login).not.toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Daftar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrasi' })).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Daftar sebagai merchant' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registrasi Merchant' }),
    ).toHaveFocus();
  });

  it('leaves focus in an open dialog when the page behind it moves', async () => {
    await signIn('P');
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await userEvent.keyboard('{Control>}k{/Control}');
    const search = await screen.findByRole('combobox');
    act(() => window.history.pushState(null, '', '/member'));
    // The open palette hides the page from assistive tech: the title is found among the hidden.
    await screen.findByRole('heading', { level: 1, name: 'Member', hidden: true });
    expect(search).toHaveFocus();
  });

  it('gives the title focus, not the menu button, when a link in the narrow drawer is chosen', async () => {
    const width = window.innerWidth;
    window.innerWidth = 800;
    try {
      await signIn('P');
      renderApp('/');
      const title = await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
      await userEvent.click(screen.getByRole('button', { name: 'Buka menu' }));
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      // The drawer gives focus back to its button a tick after it closes: Radix's focus scope sends
      // this event to the closed dialog, whose onCloseAutoFocus then decides where focus goes. The
      // title takes focus before that tick, so its focus says something only once that has run.
      let focusHandedBack = false;
      drawer.addEventListener('focusScope.autoFocusOnUnmount', () => {
        focusHandedBack = true;
      });
      await userEvent.click(within(drawer).getByRole('link', { name: 'Member' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(title).toHaveTextContent('Member');
      await waitFor(() => expect(focusHandedBack).toBe(true));
      expect(title).toHaveFocus();
    } finally {
      window.innerWidth = width;
    }
  });

  it('gives the title focus after signing in', async () => {
    renderApp('/login');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), DEMO_EMAILS.P);
    await userEvent.type(screen.getByLabelText(/^Password/), DEMO_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const title = await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(title).toHaveFocus());
  });
});

describe('sessions changed in another tab', () => {
  /** What another tab's sign-in or sign-out does here: new cookies, then the storage event. */
  function otherTabChanged(): void {
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'session-changed', newValue: '1' }));
    });
  }

  it('follows a sign-out elsewhere to /login at once, with the page to come back to', async () => {
    await signIn('P');
    renderApp('/member?page=2');
    await screen.findByRole('heading', { level: 1, name: 'Member' });
    clearCookiesAsAnotherTabWould();
    otherTabChanged();
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(currentPath()).toBe('/login?redirect=%2Fmember%3Fpage%3D2');
  });

  it('follows another account signed in elsewhere: its menu and data, none of the previous', async () => {
    await signIn('A');
    queryClient.setQueryData(['cached'], "the admin's");
    renderApp('/users');
    await screen.findByRole('heading', { level: 1, name: 'User' });
    await signInAsAnotherTabWould('M');
    otherTabChanged();
    await waitFor(() => expect(currentPath()).toBe('/'));
    await waitFor(() => expect(menuLinks()).toEqual(['Dashboard', 'Voucher']));
    expect(queryClient.getQueryData(['cached'])).toBeUndefined();
    expect(screen.queryByText('Kamu tidak memiliki akses untuk melihat page ini.')).toBeNull();
  });
});

describe('pages for everyone', () => {
  it('shows the 404 page for an unknown path (one the product does not have)', async () => {
    renderApp('/halaman-tidak-ada');
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('404 Not Found - Dashboard');
  });

  it('keeps the menu and the logout around the 404 page of a signed-in user', async () => {
    await signIn('M');
    renderApp('/halaman-tidak-ada');
    expect(await screen.findByRole('heading', { level: 2, name: '404 Not Found' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
    expect(menuLinks()).toEqual(['Dashboard', 'Voucher']);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  it.each(['/login', '/register', '/merchant/register'])(
    '%s has the dark-mode switch, as the shell has',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('button', { name: 'Mode gelap' })).toBeInTheDocument();
    },
  );

  it('leads /register to the merchant registration', async () => {
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Registrasi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Daftar sebagai merchant' })).toHaveAttribute(
      'href',
      '/merchant/register',
    );
    expect(document.title).toBe('Register - Dashboard');
  });

  it.each([
    ['/login', 'Login'],
    ['/register', 'Registrasi'],
  ])('offers the dark-mode switch on %s, kept like the shell keeps it', async (path, heading) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    // On /login it loads after the form (its JS budget).
    const toggle = await screen.findByRole('button', { name: 'Mode gelap' });
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('shows the login page to a signed-out user at /, with no access message', async () => {
    const toast = vi.spyOn(notify, 'error');
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(currentPath()).toBe('/login');
    expect(toast).not.toHaveBeenCalled();
  });
});
