import { server } from '@backoffice/mock-server/node';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { readSession } from '@/lib/session';
import { currentPath, renderApp, signIn } from '../../../test/app';

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  return user;
}

describe('login page', () => {
  it('signs in, keeps the session in cookies and goes home', async () => {
    renderApp('/login');
    const user = await fillIn('partner@backoffice.test', 'password123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(currentPath()).toBe('/');
    const session = readSession();
    expect(session).toMatchObject({ role: 'P', isLogin: true, signedIn: true });
    expect(session.token).toMatch(/\S+/);
    expect(session.photo).toMatch(/^http:\/\/127\.0\.0\.1:4010\//);
    expect(document.title).toBe('Dashboard - Dashboard');
  });

  it('goes to a same-site ?redirect= page after signing in', async () => {
    renderApp('/login?redirect=%2Fmember%3Fpage%3D2');
    const user = await fillIn('partner@backoffice.test', 'password123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentPath()).toBe('/member?page=2'));
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
  ])('ignores the hostile redirect %j and goes home', async (target) => {
    renderApp(`/login?redirect=${encodeURIComponent(target)}`);
    const user = await fillIn('admin@backoffice.test', 'password123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(currentPath()).toBe('/');
  });

  it("shows the server's message on failure and keeps what was typed", async () => {
    renderApp('/login?redirect=%2Fmember');
    const user = await fillIn('partner@backoffice.test', 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Email atau password salah.');
    expect(screen.getByLabelText(/Email/)).toHaveValue('partner@backoffice.test');
    expect(screen.getByLabelText(/Password/)).toHaveValue('wrong-password');
    expect(currentPath()).toBe('/login?redirect=%2Fmember');
    expect(readSession().signedIn).toBe(false);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('disables the button while sending and sends once however often it is clicked', async () => {
    let calls = 0;
    server.use(
      http.post('*/v1/partner_master/login', async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 150));
        return HttpResponse.json(
          { message: 'Akun kamu tidak aktif. Hubungi admin.' },
          { status: 403 },
        );
      }),
    );
    renderApp('/login');
    const user = await fillIn('merchant@backoffice.test', 'password123');
    const button = screen.getByRole('button', { name: 'Login' });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Enter}');
    screen
      .getByLabelText(/Password/)
      .closest('form')
      ?.requestSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Akun kamu tidak aktif.');
    expect(calls).toBe(1);
    expect(button).toBeEnabled();
  });

  it('sends a signed-in user on to /', async () => {
    await signIn('M');
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(currentPath()).toBe('/');
  });
});
