import type { Session } from '@/lib/session';
import { loadFirstScreen } from './first-screen';
import type { LayoutProps } from './layouts/layout-props';
import type { LazyPage } from './lazy-page';
import type { BuiltRoute } from './routes';

/** A page or layout whose chunk arrives when the test says so. */
function heldPage<P extends object = object>() {
  let deliver = () => {};
  const arrived = new Promise<void>((resolve) => {
    deliver = resolve;
  });
  const page = Object.assign(() => null, {
    preload: vi.fn(() => arrived),
    prefetch: vi.fn(() => Promise.resolve()),
    hasQueries: true,
  }) as unknown as LazyPage<P> & {
    preload: ReturnType<typeof vi.fn>;
    prefetch: ReturnType<typeof vi.fn>;
  };
  return { page, deliver };
}

const ADMIN: Session = {
  token: 't',
  role: 'A',
  roles: ['A'],
  isLogin: true,
  photo: null,
  signedIn: true,
};
const GUEST: Session = {
  ...ADMIN,
  token: null,
  role: null,
  roles: [],
  isLogin: false,
  signedIn: false,
};

function setUp() {
  const shell = heldPage<LayoutProps>();
  const login = heldPage<LayoutProps>();
  const edit = heldPage();
  const routes = [
    {
      path: '/partner/edit/:id',
      title: 'Ubah Partner',
      access: 'admin',
      layout: 'default',
      page: edit.page,
    },
  ] as BuiltRoute[];
  const layouts = { default: shell.page, login: login.page, register: login.page };
  return { shell, edit, routes, layouts };
}

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('loadFirstScreen', () => {
  it('waits for the layout and the page, and asks for the page’s first answer meanwhile', async () => {
    const { shell, edit, routes, layouts } = setUp();
    const url = new URL('http://app.test/partner/edit/7?tab=bank');

    const ready = loadFirstScreen(url, ADMIN, routes, layouts);
    // The params as the router reads them (wouter adds their positions too).
    expect(edit.page.prefetch.mock.calls).toMatchObject([
      [{ search: 'tab=bank', params: { id: '7' } }],
    ]);
    expect(shell.page.preload).toHaveBeenCalledOnce();
    expect(await settled(ready)).toBe(false);
    shell.deliver();
    expect(await settled(ready)).toBe(false);
    edit.deliver();
    expect(await settled(ready)).toBe(true);
  });

  it('renders at once where the session may not go, or no route matches', async () => {
    const { shell, edit, routes, layouts } = setUp();
    const guarded = loadFirstScreen(
      new URL('http://app.test/partner/edit/7'),
      GUEST,
      routes,
      layouts,
    );
    const unknown = loadFirstScreen(new URL('http://app.test/laporan'), ADMIN, routes, layouts);
    expect(await settled(guarded)).toBe(true);
    expect(await settled(unknown)).toBe(true);
    expect(shell.page.preload).not.toHaveBeenCalled();
    expect(edit.page.prefetch).not.toHaveBeenCalled();
  });
});
