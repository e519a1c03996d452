import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from './toaster';

function region(): HTMLElement {
  // sonner names the region after its keyboard shortcut too: "Notifications alt+T".
  return screen.getByRole('region', { name: /^Notifications/ });
}

/** The toasts on screen, top first, each as the words it says (one hidden past the fifth is not on screen). */
function shownTexts(): string[] {
  return within(region())
    .queryAllByRole('listitem')
    .filter((item) => item.dataset.visible === 'true' && item.dataset.removed !== 'true')
    .map((item) => item.textContent ?? '');
}

function toastElement(text: string): HTMLElement {
  const element = within(region()).getByText(text).closest<HTMLElement>('[data-sonner-toast]');
  if (element === null) throw new Error(`no toast for ${text}`);
  return element;
}

/** sonner hands each change to React in a timer (a 0 ms timeout): let it run. */
function flush(): void {
  act(() => vi.advanceTimersByTime(0));
}

describe('Toaster', () => {
  afterEach(() => {
    act(() => {
      toast.dismiss();
    });
  });

  it('shows a toast raised before it mounted, in a polite live region, an untyped one as a success', async () => {
    act(() => {
      toast.success('Partner berhasil dibuat.');
    });
    render(<Toaster />);
    act(() => {
      toast('Promo berhasil dihapus.');
    });
    await waitFor(() => expect(shownTexts()).toHaveLength(2));
    const typed = toastElement('Partner berhasil dibuat.');
    const plain = toastElement('Promo berhasil dihapus.');
    expect(region()).toHaveAttribute('aria-live', 'polite');
    expect(typed).toHaveTextContent(/^Partner berhasil dibuat\.$/);
    expect(typed).toHaveAttribute('data-type', 'success');
    // The product has no neutral toast: an untyped one reads and closes as a success does, with
    // no icon (the colour says the kind). The colours are measured in Chromium with the kit's
    // stylesheet: toaster.browser.test.tsx.
    expect(plain).toHaveTextContent(/^Promo berhasil dihapus\.$/);
    for (const toast of [typed, plain]) {
      expect(within(toast).getAllByRole('button')).toEqual([
        within(toast).getByRole('button', { name: 'Tutup' }),
      ]);
      expect(toast.querySelector('[data-icon]')).toBeNull();
    }
  });

  it('shows an error toast as an error, not as a success', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Promo berhasil dihapus.');
      toast.error('Maaf, terjadi masalah. Harap coba lagi');
    });
    await waitFor(() => expect(shownTexts()).toHaveLength(2));
    const error = toastElement('Maaf, terjadi masalah. Harap coba lagi');
    expect(error).toHaveTextContent(/^Maaf, terjadi masalah\. Harap coba lagi$/);
    expect(error).toHaveAttribute('data-type', 'error');
    expect(toastElement('Promo berhasil dihapus.')).toHaveAttribute('data-type', 'success');
  });

  it('renders the text as text, never as markup', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('<b>Halo</b>');
    });
    await waitFor(() => expect(shownTexts()).toEqual(['<b>Halo</b>']));
  });

  it('stacks the newest on top and shows at most five', async () => {
    render(<Toaster />);
    act(() => {
      for (const text of ['Satu', 'Dua', 'Tiga', 'Empat', 'Lima', 'Enam']) toast.success(text);
    });
    await waitFor(() => expect(shownTexts()).toEqual(['Enam', 'Lima', 'Empat', 'Tiga', 'Dua']));
  });

  it('stacks one-line toasts 60px apart, all expanded', async () => {
    // jsdom has no layout: give every toast the one-line height the CSS sets (--toast-height).
    // The places themselves are measured in Chromium (toaster.browser.test.tsx).
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const height = this.hasAttribute('data-sonner-toast') ? 48 : 0;
      return new DOMRect(0, 0, 356, height);
    });
    render(<Toaster />);
    for (const text of ['Satu', 'Dua', 'Tiga']) {
      act(() => {
        toast.success(text);
      });
      await waitFor(() => expect(shownTexts()[0]).toBe(text));
    }
    await waitFor(() => {
      const offsets = ['Tiga', 'Dua', 'Satu'].map((text) =>
        toastElement(text).style.getPropertyValue('--offset'),
      );
      expect(offsets).toEqual(['0px', '60px', '120px']);
    });
    for (const text of ['Satu', 'Dua', 'Tiga']) {
      expect(toastElement(text)).toHaveAttribute('data-expanded', 'true');
    }
  });

  it('shows one toast for a burst of the same id: the last text, where the first stood', async () => {
    render(<Toaster />);
    act(() => {
      toast.error('Gagal pertama', { id: 'api-error' });
      toast.success('Link berhasil disalin.');
      toast.error('Gagal kedua', { id: 'api-error' });
    });
    await waitFor(() => expect(shownTexts()).toEqual(['Link berhasil disalin.', 'Gagal kedua']));
  });

  it('gives each toast a Tutup (close) button that removes it', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Voucher berhasil dibuat.');
      toast.success('Promo berhasil dihapus.');
    });
    await waitFor(() => expect(shownTexts()).toHaveLength(2));
    await userEvent.click(
      within(toastElement('Voucher berhasil dibuat.')).getByRole('button', { name: 'Tutup' }),
    );
    await waitFor(() => expect(shownTexts()).toEqual(['Promo berhasil dihapus.']));
  });

  describe('on a fake clock', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });

    it('dismisses a toast after 4000ms, counting again from the start when replaced', () => {
      render(<Toaster />);
      act(() => {
        toast.success('Tersimpan.', { id: 'saved' });
      });
      flush();
      act(() => vi.advanceTimersByTime(3000));
      act(() => {
        toast.success('Tersimpan lagi.', { id: 'saved' });
      });
      flush();
      act(() => vi.advanceTimersByTime(3999));
      expect(shownTexts()).toEqual(['Tersimpan lagi.']);
      act(() => vi.advanceTimersByTime(1));
      expect(shownTexts()).toEqual([]);
    });

    it('waits while the toasts are hovered, then goes on counting', () => {
      render(<Toaster />);
      act(() => {
        toast.success('Hover.');
      });
      flush();
      act(() => vi.advanceTimersByTime(1000));
      fireEvent.mouseEnter(toastElement('Hover.'));
      act(() => vi.advanceTimersByTime(10_000));
      expect(shownTexts()).toEqual(['Hover.']);

      fireEvent.mouseLeave(toastElement('Hover.'));
      act(() => vi.advanceTimersByTime(2999));
      expect(shownTexts()).toEqual(['Hover.']);
      act(() => vi.advanceTimersByTime(1));
      expect(shownTexts()).toEqual([]);
    });

    // A defect of sonner 2.0.8 that a keyboard user meets (ADR 0103): its timer stops for the
    // pointer only (hover, press), not for the focus. A toast whose Tutup button was reached with
    // Tab still goes after 4000 ms. Our own toaster held it; this test fails once sonner does too.
    it('does not wait while a Tutup button has the keyboard focus (sonner defect)', () => {
      render(<Toaster />);
      act(() => {
        toast.success('Fokus.');
      });
      flush();
      act(() => {
        within(toastElement('Fokus.')).getByRole('button', { name: 'Tutup' }).focus();
      });
      act(() => vi.advanceTimersByTime(4000));
      expect(shownTexts()).toEqual([]);
    });
  });
});
