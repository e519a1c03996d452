import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { writeSession } from '@/lib/session';
import { linesOutside } from '../../test/source-imports';
import { lazyPage, pageByRole } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return <p>Halo {name}</p>;
}

/** A chunk the test delivers (or fails) itself. */
function controlledChunk() {
  let deliver: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<{ Greeting: typeof Greeting }>((resolve, reject) => {
        deliver = () => resolve({ Greeting });
        fail = reject;
      }),
  );
  return { load, deliver: () => deliver(), fail: (error: Error) => fail(error) };
}

function shown(Page: React.ComponentType<{ name: string }>) {
  return render(
    <Suspense fallback={<p>Memuat halaman…</p>}>
      <Page name="Rina" />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('shows the loading state on a first visit, then the page', async () => {
    const chunk = controlledChunk();
    const Page = lazyPage(chunk.load, 'Greeting');
    shown(Page);
    expect(screen.getByText('Memuat halaman…')).toBeInTheDocument();
    chunk.deliver();
    expect(await screen.findByText('Halo Rina')).toBeInTheDocument();
  });

  it('shows a preloaded page at once, without a loading state', async () => {
    const chunk = controlledChunk();
    const Page = lazyPage(chunk.load, 'Greeting');
    const preloaded = Page.preload();
    chunk.deliver();
    await preloaded;
    shown(Page);
    expect(screen.getByText('Halo Rina')).toBeInTheDocument();
    expect(screen.queryByText('Memuat halaman…')).not.toBeInTheDocument();
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('loads a chunk once however often it is preloaded', () => {
    const chunk = controlledChunk();
    const Page = lazyPage(chunk.load, 'Greeting');
    void Page.preload();
    void Page.preload();
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('lets a failed preload go quietly, and tries again on the next one', async () => {
    const chunk = controlledChunk();
    const Page = lazyPage(chunk.load, 'Greeting');
    const first = Page.preload();
    chunk.fail(new Error('offline'));
    await expect(first).resolves.toBeUndefined();
    const second = Page.preload();
    chunk.deliver();
    await second;
    expect(chunk.load).toHaveBeenCalledTimes(2);
    shown(Page);
    expect(screen.getByText('Halo Rina')).toBeInTheDocument();
  });
});

function Hello() {
  return <p>Halo</p>;
}

describe('pageByRole', () => {
  function variants() {
    const admin = { load: vi.fn(async () => ({ Hello })) };
    const merchant = { load: vi.fn(async () => ({ Hello })) };
    const adminPage = lazyPage(admin.load, 'Hello');
    const Page = pageByRole({
      A: adminPage,
      P: adminPage,
      'A,P': adminPage,
      M: lazyPage(merchant.load, 'Hello'),
    });
    return { Page, admin, merchant };
  }

  it("preloads only the signed-in role's variant, which then shows at once", async () => {
    const { Page, admin, merchant } = variants();
    writeSession({ token: 'token', role: 'M', photo: '' });
    await Page.preload();
    expect(merchant.load).toHaveBeenCalledTimes(1);
    expect(admin.load).not.toHaveBeenCalled();
    render(<Page />);
    expect(screen.getByText('Halo')).toBeInTheDocument();
  });

  it('preloads and shows nothing without a session', async () => {
    const { Page, admin, merchant } = variants();
    await Page.preload();
    const { container } = render(<Page />);
    expect(container).toBeEmptyDOMElement();
    expect(admin.load).not.toHaveBeenCalled();
    expect(merchant.load).not.toHaveBeenCalled();
  });
});

// One way to load a component later (docs/engineering.md#one-way-per-concern): a bare React.lazy
// would neither render at once once preloaded nor reload the page after a deploy.
describe('one way to load a component later', () => {
  it("no source but lazy-page.ts calls React's lazy", () => {
    expect(linesOutside('lib/lazy-page.ts', /\blazy\(|React\.lazy/)).toEqual([]);
  });
});
