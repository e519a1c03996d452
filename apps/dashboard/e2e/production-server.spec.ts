import { spawn } from 'node:child_process';
import { connect } from 'node:http2';
import { freePort } from '../../../scripts/mock-process.mjs';
import { expect, test } from './fixtures';
import { MOCK_URL } from './urls';

// The browser suite runs against nginx with deploy/*.conf (playwright.config.ts): these check
// what that server answers, and what a user sees when the app's own files cannot run.

test.describe('the production server', () => {
  test('answers an address with a parameter with index.html, uncached, under the security headers', async ({
    request,
  }) => {
    const page = await request.get('/promo/edit/3?from=%2Fpromo%3Fpage%3D2');
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const headers = page.headers();
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const policy = (headers['content-security-policy'] ?? '').split('; ');
    expect(policy).toEqual(
      expect.arrayContaining([
        "script-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
      ]),
    );
    // The API the build calls, and nothing else, beside the page's own origin.
    expect(policy).toContain(`connect-src 'self' blob: ${MOCK_URL}`);
    // Plain http: no HSTS (a browser ignores it there; docs/deploy.md).
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  test("answers a route's address with its own document, which names the route's code", async ({
    request,
  }) => {
    const preloads = async (path: string, role?: string) => {
      const headers: Record<string, string> = role ? { cookie: `role=${role}` } : {};
      const page = await request.get(path, { headers });
      expect(page.headers()['cache-control']).toBe('no-cache');
      const html = await page.text();
      return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].flatMap(
        ([, href]) => (href ? [href] : []),
      );
    };
    // index.html, for an address with a parameter, names the entry's files only.
    const entry = await preloads('/promo/edit/3');
    const users = await preloads('/users?page=2');
    expect(users.slice(0, entry.length)).toEqual(entry);
    expect(users.some((file) => /\/assets\/user-page-[^/]+\.js$/.test(file))).toBe(true);
    // Our code in a few files (ADR 0256): a list's first screen is not dozens of small files (it
    // was 54), and /login's document names none of what the signed-in pages share.
    expect(users.length).toBeLessThanOrEqual(20);
    expect(users.some((file) => /\/assets\/shared-[^/]+\.js$/.test(file))).toBe(true);
    expect((await preloads('/login')).some((file) => /\/assets\/shared-/.test(file))).toBe(false);
    // The form kit is a file of its own, which a list does not load and a form page does.
    const forms = (files: string[]) =>
      files.some((file) => /\/assets\/forms-[^/]+\.js$/.test(file));
    expect(forms(users)).toBe(false);
    expect(forms(await preloads('/partner/add'))).toBe(true);
    // `/` by the role cookie; none, or one that is no role, gets index.html.
    expect((await preloads('/', 'M')).some((file) => /merchant-home-page-/.test(file))).toBe(true);
    expect(
      (await preloads('/', 'A%2CP')).some((file) => /referral-dashboard-page-/.test(file)),
    ).toBe(true);
    expect(await preloads('/', '..%2Fusers')).toEqual(entry);
    expect(await preloads('/')).toEqual(entry);
  });

  test('sends hashed assets compressed, brotli first, and cached for a year', async ({
    request,
  }) => {
    const html = await (await request.get('/login')).text();
    const entry = html.match(/src="(\/assets\/index-[^"]+\.js)"/)?.[1];
    expect(entry, 'the entry script in index.html').toBeDefined();
    const script = await request.get(entry as string, { headers: { 'accept-encoding': 'gzip' } });
    expect(script.status()).toBe(200);
    expect(script.headers()['content-encoding']).toBe('gzip');
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // A browser that accepts brotli gets the `.br` twin: the same script, smaller (ADR 0257).
    const brotli = await request.get(entry as string, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(Number(brotli.headers()['content-length'])).toBeLessThan(
      Number(script.headers()['content-length']),
    );
    expect(await brotli.text()).toBe(await script.text());
    expect((await request.get('/assets/not-a-file.js')).status()).toBe(404);
  });

  // `serve.mjs --tls`, as bench:lighthouse serves the build (ADR 0106): a second nginx on a free
  // port, from the build the suite's own server made (`--no-build`), with a self-signed certificate.
  test('over HTTPS speaks HTTP/2 and tells the browser to stay on HTTPS', async () => {
    const port = String(await freePort());
    const server = spawn('node', ['scripts/serve.mjs', '--no-build', '--tls', '--port', port], {
      env: { ...process.env, VITE_API_BASE_URL: MOCK_URL },
      detached: true,
      stdio: 'ignore',
    });
    try {
      let answer: Record<string, unknown> | null = null;
      await expect
        .poll(async () => {
          answer = await http2Get(`https://127.0.0.1:${port}`, '/users');
          return answer;
        })
        .not.toBeNull();
      expect(answer?.[':status']).toBe(200);
      expect(answer?.['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(answer?.['cache-control']).toBe('no-cache');
    } finally {
      process.kill(-(server.pid as number), 'SIGTERM');
    }
  });
});

/**
 * The response headers of a GET over HTTP/2 (a client that speaks nothing else), or null while
 * the server is not up. The certificate is the server's own self-signed one: not checked.
 */
function http2Get(origin: string, path: string): Promise<Record<string, unknown> | null> {
  return new Promise((done) => {
    const session = connect(origin, { rejectUnauthorized: false });
    session.on('error', () => done(null));
    const request = session.request({ ':path': path });
    request.on('response', (headers) => {
      done({ ...headers });
      session.close();
    });
    request.on('error', () => done(null));
    request.end();
  });
}

test.describe("a list's first call, named by its document", () => {
  test.use({ signedInAs: 'A' });

  test('is asked for once, by boot.js before the code has come; the page shows its answer', async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const askedBy: string[] = [];
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      if (request.method === 'GET' && request.url.includes('/v1/admindata/allusers')) {
        askedBy.push(initiator.stack?.callFrames[0]?.url ?? initiator.type);
      }
    });
    await page.goto('/users');
    await expect(page.locator('[data-slot="data-table-row"]').first()).toBeVisible();
    expect(askedBy).toEqual([expect.stringMatching(/\/boot\.js$/)]);
    // An address with a query string is not the one the document was made for: the page asks.
    askedBy.length = 0;
    await page.goto('/users?page=2');
    await expect(page.locator('[data-slot="data-table-row"]').first()).toBeVisible();
    expect(askedBy).toEqual([expect.stringMatching(/\/assets\/[^/]+\.js$/)]);
  });
});

test.describe('when the app cannot run', () => {
  test('a failed script load shows a message with a reload link, not a white page', async ({
    page,
  }) => {
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/register');
    const message = page.getByRole('alert');
    await expect(message.getByRole('heading', { level: 1 })).toHaveText('Dashboard gagal dimuat');
    await expect(message.getByRole('paragraph')).toHaveText(
      'Periksa koneksi internetmu, lalu muat ulang halaman.',
    );
    await page.unroute(/\/assets\/index-[^/]+\.js$/);
    // The link reloads this very page.
    await message.getByRole('link', { name: 'muat ulang halaman' }).click();
    await expect(page).toHaveURL('/register');
    await expect(page.getByRole('heading', { name: 'Registrasi' })).toBeVisible();
  });

  test('with scripts off, the page says JavaScript is needed', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('JavaScript dimatikan');
    await expect(page.getByRole('paragraph')).toHaveText(
      'Dashboard membutuhkan JavaScript. Aktifkan JavaScript di browsermu, lalu muat ulang halaman.',
    );
    await context.close();
  });
});
