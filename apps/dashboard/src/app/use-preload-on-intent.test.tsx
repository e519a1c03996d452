import { fireEvent, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { LazyPage } from '@/lib/lazy-page';
import { writeSession } from '@/lib/session';
import type { AppRoute } from './routes';
import { usePreloadOnIntent } from './use-preload-on-intent';

function fakePage(): LazyPage {
  return Object.assign(() => null, {
    preload: vi.fn(() => Promise.resolve()),
    prefetch: vi.fn(),
  });
}

const partnerEdit = fakePage();
const voucherAdd = fakePage();
const ROUTES: AppRoute[] = [
  {
    path: '/partner/edit/:id',
    title: 'Edit Partner',
    access: 'admin',
    layout: 'login',
    page: partnerEdit,
  },
  {
    path: '/voucher/add',
    title: 'Tambah Voucher',
    access: 'merchant',
    layout: 'login',
    page: voucherAdd,
  },
];

function Links() {
  usePreloadOnIntent(ROUTES);
  return (
    <nav>
      <a href="/partner/edit/7">
        <span>Edit CV Maju Jaya</span>
      </a>
      <a href="/voucher/add">Tambah voucher</a>
      <a href="https://example.com/partner/edit/7">Situs lain</a>
    </nav>
  );
}

function renderLinks() {
  writeSession({ token: 'token', role: 'A', photo: 'photo.jpg' });
  render(
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <Links />
    </Router>,
  );
}

describe('usePreloadOnIntent', () => {
  beforeEach(() => vi.clearAllMocks());

  it("loads a linked route's code when the pointer comes onto the link", () => {
    renderLinks();
    fireEvent.pointerOver(screen.getByText('Edit CV Maju Jaya'));
    expect(partnerEdit.preload).toHaveBeenCalledTimes(1);
  });

  it('loads it when the keyboard focuses the link', () => {
    renderLinks();
    screen.getByRole('link', { name: 'Edit CV Maju Jaya' }).focus();
    expect(partnerEdit.preload).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for a route the session may not open, or a link to another site', () => {
    renderLinks();
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Tambah voucher' }));
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Situs lain' }));
    expect(voucherAdd.preload).not.toHaveBeenCalled();
    expect(partnerEdit.preload).not.toHaveBeenCalled();
  });
});
