import { server } from '@backoffice/mock-server/node';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { readSession } from '@/lib/session';
import { currentPath, renderApp, signIn } from '../../../test/app';
import { countCalls, holdAnswers } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { LoginPage } from './login-page';

async function openLogin(path = '/login') {
  const view = await renderPage(<LoginPage />, { role: null, path });
  return {
    ...view,
    email: screen.getByRole('textbox', { name: 'Email' }),
    password: screen.getByLabelText(/^Password/),
    button: screen.getByRole('button', { name: 'Login' }),
  };
}

describe('login page', () => {
  it('signs in, keeps the session in cookies and goes home', async () => {
    const { user, email, password, button } = await openLogin();
    await user.type(email, 'partner@backoffice.test');
    await user.type(password, 'password123');
    await user.click(button);

    await waitFor(() => expect(currentPath()).toBe('/'));
    const session = readSession();
    expect(session).toMatchObject({ role: 'P', isLogin: true, signedIn: true });
    expect(session.token).toMatch(/\S+/);
    expect(session.photo).toMatch(/^http:\/\/127\.0\.0\.1:4010\//);
  });

  it('goes to a same-site ?redirect= page after signing in', async () => {
    const { user, email, password, button } = await openLogin(
      '/login?redirect=%2Fmember%3Fpage%3D2',
    );
    await user.type(email, 'partner@backoffice.test');
    await user.type(password, 'password123');
    await user.click(button);
    await waitFor(() => expect(currentPath()).toBe('/member?page=2'));
  });

  // Each hostile value as an address would hold it, typed and URL-encoded once more; the browser
  // journey (e2e/redirect.spec.ts) follows one of each kind in Chromium.
  const HOSTILE = [
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '%252F%252Fevil.example',
    'https%3A%2F%2Fevil.example',
    '/%09/evil.example',
    '/..//evil.example',
  ];
  it.each([...new Set(HOSTILE.flatMap((target) => [target, encodeURIComponent(target)]))])(
    'ignores the hostile redirect ?redirect=%s and goes home',
    async (value) => {
      const { user, email, password, button } = await openLogin(`/login?redirect=${value}`);
      // Pasted, not typed: the typing is another test's; here only the redirect varies.
      await user.click(email);
      await user.paste('admin@backoffice.test');
      await user.click(password);
      await user.paste('password123');
      await user.click(button);
      await waitFor(() => expect(readSession().signedIn).toBe(true));
      expect(currentPath()).toBe('/');
    },
  );

  it("shows the server's message on failure and keeps what was typed", async () => {
    const { user, email, password, button } = await openLogin('/login?redirect=%2Fmember');
    await user.type(email, 'partner@backoffice.test');
    await user.type(password, 'wrong-password');
    await user.click(button);

    expect((await screen.findByRole('alert')).textContent).toBe('Email atau password salah.');
    expect(email).toHaveValue('partner@backoffice.test');
    expect(password).toHaveValue('wrong-password');
    expect(currentPath()).toBe('/login?redirect=%2Fmember');
    expect(readSession().signedIn).toBe(false);
    expect(button).toBeEnabled();
  });

  it('shows an e-mail the API refuses once, under the Email field, keeping what was typed', async () => {
    const { user, email, password, button } = await openLogin();
    // A browser takes `budi@kantor` as an e-mail; the contract's format does not.
    await user.type(email, 'budi@kantor');
    await user.type(password, 'password123');
    await user.click(button);

    await waitFor(() => expect(email).toHaveAccessibleDescription('Format email tidak valid.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Format email tidak valid.')).toHaveLength(1);
    expect(email).toHaveValue('budi@kantor');
    expect(readSession().signedIn).toBe(false);
  });

  it('checks the fields in Indonesian under each one, focusing the first, and sends nothing', async () => {
    let calls = 0;
    server.use(
      http.post('*/v1/partner_master/login', () => {
        calls += 1;
        return HttpResponse.json({ message: 'tidak dipakai' }, { status: 500 });
      }),
    );
    const { user, email, password, button } = await openLogin();
    // The browser's own check (an English bubble) is off: the form checks the contract's rules.
    expect(button.closest('form')).toHaveAttribute('novalidate');
    await user.click(button);

    expect(email).toHaveAccessibleDescription('Email wajib diisi.');
    expect(password).toHaveAccessibleDescription('Password wajib diisi.');
    expect(email).toHaveFocus();

    await user.type(email, 'partner@backoffice.test');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(button);
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription('Password wajib diisi.');
    expect(calls).toBe(0);
  });

  it('disables the button while sending and sends once however often it is clicked', async () => {
    const calls = countCalls('POST', '/v1/partner_master/login');
    const refuse = holdAnswers('post', '*/v1/partner_master/login', {
      message: 'Akun kamu tidak aktif. Hubungi admin.',
      status: 403,
    });
    const { user, email, password, button } = await openLogin();
    await user.type(email, 'merchant@backoffice.test');
    await user.type(password, 'password123');
    await user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Enter}');
    password.closest('form')?.requestSubmit();
    refuse();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Akun kamu tidak aktif. Hubungi admin.',
    );
    expect(calls.count).toBe(1);
    expect(button).toBeEnabled();
  });
});

describe('the /login route', () => {
  it('sends a signed-in user on to /', async () => {
    await signIn('M');
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(currentPath()).toBe('/');
  });

  it.each([
    ['without a role', { data: { token: 'mock_abc', photo: '' } }],
    ['with an empty body', null],
  ])('a login answer %s shows the error and signs nobody in', async (_case, body) => {
    server.use(
      http.post('*/v1/partner_master/login', () =>
        body === null ? new HttpResponse(null, { status: 200 }) : HttpResponse.json(body),
      ),
    );
    const { user, email, password, button } = await openLogin();
    await user.type(email, 'partner@backoffice.test');
    await user.type(password, 'password123');
    await user.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Maaf, terjadi masalah. Harap coba lagi',
    );
    expect(readSession().signedIn).toBe(false);
    expect(currentPath()).toBe('/login');
    expect(email).toHaveValue('partner@backoffice.test');
  });
});
