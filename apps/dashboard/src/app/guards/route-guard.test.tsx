import { render, screen, waitFor } from '@testing-library/react';
import type { Access } from '@/lib/access';
import { writeCookie } from '@/lib/cookies';
import { notify } from '@/lib/notify';
import { readSession } from '@/lib/session';
import { currentPath, signIn } from '../../../test/app';
import { Providers } from '../providers';
import { RouteGuard } from './route-guard';

const DENIED = 'Kamu tidak memiliki akses untuk melihat page ini.';

function renderGuarded(access: Access, path: string) {
  window.history.replaceState(null, '', path);
  render(
    <Providers>
      <RouteGuard access={access}>
        <p>guarded content</p>
      </RouteGuard>
    </Providers>,
  );
}

describe('route guards', () => {
  it.each<[Access, 'A' | 'P' | 'M' | 'A,P']>([
    ['admin', 'A'],
    ['admin', 'A,P'],
    ['partner', 'P'],
    ['partner', 'A,P'],
    ['merchant', 'M'],
    ['signed-in', 'M'],
  ])('%s guard lets role %s in', async (access, role) => {
    await signIn(role);
    renderGuarded(access, '/somewhere');
    expect(screen.getByText('guarded content')).toBeInTheDocument();
    expect(currentPath()).toBe('/somewhere');
  });

  it.each<[Access, 'A' | 'P' | 'M' | 'A,P']>([
    ['admin', 'P'],
    ['admin', 'M'],
    ['partner', 'A'],
    ['partner', 'M'],
    ['merchant', 'A'],
    ['merchant', 'P'],
    ['merchant', 'A,P'],
  ])('%s guard turns role %s away to /login with the access message', async (access, role) => {
    await signIn(role);
    renderGuarded(access, '/voucher/add');
    expect(await screen.findByText(DENIED)).toBeInTheDocument();
    expect(screen.queryByText('guarded content')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('sends a signed-out user to /login quietly, with the page to come back to', async () => {
    const toast = vi.spyOn(notify, 'error');
    renderGuarded('signed-in', '/member?page=3');
    await waitFor(() => expect(currentPath()).toBe('/login?redirect=%2Fmember%3Fpage%3D3'));
    expect(screen.queryByText('guarded content')).not.toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
  });

  it('treats a token without the login flag as signed out', async () => {
    writeCookie('token', 'abc');
    writeCookie('role', 'A');
    renderGuarded('admin', '/users');
    await waitFor(() => expect(currentPath()).toBe('/login?redirect=%2Fusers'));
  });

  it('guest guard sends a signed-in user (login flag and token) to / without a message', async () => {
    await signIn('P');
    renderGuarded('guest', '/login');
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(screen.queryByText(DENIED)).not.toBeInTheDocument();
    expect(readSession().signedIn).toBe(true);
  });

  it('guest guard lets a signed-out user in', () => {
    renderGuarded('guest', '/login');
    expect(screen.getByText('guarded content')).toBeInTheDocument();
  });
});
