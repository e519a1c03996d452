import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from './toaster';

function region(): HTMLElement {
  return screen.getByRole('region', { name: 'Notifications' });
}

/** The toasts on screen, top first, each as the words it says. */
function shownTexts(): string[] {
  return within(region())
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

function toastElement(text: string): HTMLElement {
  const element = within(region()).getByText(text).closest('li');
  if (element === null) throw new Error(`no toast for ${text}`);
  return element;
}

describe('Toaster', () => {
  afterEach(() => {
    act(() => {
      toast.dismiss();
    });
    vi.useRealTimers();
  });

  it('shows a toast raised before it mounted, in a polite live region, styled as a success', () => {
    act(() => {
      toast('Partner berhasil dibuat.');
    });
    render(<Toaster />);
    act(() => {
      toast.success('Promo berhasil dihapus.');
    });
    const plain = toastElement('Partner berhasil dibuat.');
    const success = toastElement('Promo berhasil dihapus.');
    expect(region()).toHaveAttribute('aria-live', 'polite');
    expect(plain).toHaveTextContent(/^Partner berhasil dibuat\.$/);
    // The product has no neutral toast: an untyped one is a success, like the typed one. That it
    // looks like one (green, white text) is measured in Chromium, on the toasts the app raises:
    // apps/dashboard/e2e/screen-kit.spec.ts.
    expect(plain).toHaveAttribute('data-type', 'success');
    expect(success).toHaveAttribute('data-type', 'success');
  });

  it('shows an error toast that looks unlike a success', () => {
    render(<Toaster />);
    act(() => {
      toast('Promo berhasil dihapus.');
      toast.error('Maaf, terjadi masalah. Harap coba lagi');
    });
    const error = toastElement('Maaf, terjadi masalah. Harap coba lagi');
    expect(error).toHaveTextContent(/^Maaf, terjadi masalah\. Harap coba lagi$/);
    // An error beside a success: each says which it is. Their colours (red with near-black text,
    // green with white) are measured in Chromium: apps/dashboard/e2e/screen-kit.spec.ts.
    expect(error).toHaveAttribute('data-type', 'error');
    expect(toastElement('Promo berhasil dihapus.')).toHaveAttribute('data-type', 'success');
  });

  it('renders the text as text, never as markup', () => {
    render(<Toaster />);
    act(() => {
      toast('<b>Halo</b>');
    });
    expect(shownTexts()).toEqual(['<b>Halo</b>']);
  });

  it('stacks the newest on top and keeps at most five', () => {
    render(<Toaster />);
    act(() => {
      for (const text of ['Satu', 'Dua', 'Tiga', 'Empat', 'Lima', 'Enam']) toast(text);
    });
    expect(shownTexts()).toEqual(['Enam', 'Lima', 'Empat', 'Tiga', 'Dua']);
  });

  it('replaces a toast of the same id with the new one, on top', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Gagal pertama', { id: 'api-error' });
      toast('Link berhasil disalin.');
      toast.error('Gagal kedua', { id: 'api-error' });
    });
    expect(shownTexts()).toEqual(['Gagal kedua', 'Link berhasil disalin.']);
  });

  it('gives each toast a Tutup (close) button that removes it', async () => {
    render(<Toaster />);
    act(() => {
      toast('Voucher berhasil dibuat.');
      toast('Promo berhasil dihapus.');
    });
    await userEvent.click(
      within(toastElement('Voucher berhasil dibuat.')).getByRole('button', { name: 'Tutup' }),
    );
    expect(shownTexts()).toEqual(['Promo berhasil dihapus.']);
  });

  it('dismisses a toast after 4000ms, counting again from the start when replaced', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast('Tersimpan.', { id: 'saved' });
    });
    act(() => vi.advanceTimersByTime(3000));
    act(() => {
      toast('Tersimpan lagi.', { id: 'saved' });
    });
    act(() => vi.advanceTimersByTime(3999));
    expect(shownTexts()).toEqual(['Tersimpan lagi.']);
    act(() => vi.advanceTimersByTime(1));
    expect(shownTexts()).toEqual([]);
  });

  it('waits while a toast is hovered or its close button focused, then goes on counting', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast('Hover.');
      toast('Fokus.');
    });
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.mouseEnter(toastElement('Hover.'));
    act(() => {
      within(toastElement('Fokus.')).getByRole('button', { name: 'Tutup' }).focus();
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(shownTexts()).toEqual(['Fokus.', 'Hover.']);

    fireEvent.mouseLeave(toastElement('Hover.'));
    act(() => vi.advanceTimersByTime(2999));
    expect(shownTexts()).toEqual(['Fokus.', 'Hover.']);
    act(() => vi.advanceTimersByTime(1));
    expect(shownTexts()).toEqual(['Fokus.']);

    act(() => {
      within(toastElement('Fokus.')).getByRole('button', { name: 'Tutup' }).blur();
    });
    act(() => vi.advanceTimersByTime(3000));
    expect(shownTexts()).toEqual([]);
  });

  // Sizes and places need a layout engine, which jsdom has not: a one-line toast 48px high, the
  // next 60px below it (a 12px gap), from the top right corner, is measured in Chromium on the
  // toasts the app raises (apps/dashboard/e2e/screen-kit.spec.ts).
});
