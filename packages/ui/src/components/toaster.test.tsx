import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from './toaster';

function toastElement(text: string): HTMLElement {
  const element = screen.getByText(text).closest<HTMLElement>('[data-sonner-toast]');
  if (!element) throw new Error(`no toast for ${text}`);
  return element;
}

describe('Toaster', () => {
  afterEach(() => {
    act(() => {
      toast.dismiss();
    });
  });

  it('shows a toast with its text at the top, styled as a success toast', async () => {
    render(<Toaster />);
    act(() => {
      toast('Partner berhasil dibuat.');
      toast.success('Promo berhasil dihapus.');
    });
    const plain = await waitFor(() => toastElement('Partner berhasil dibuat.'));
    const success = toastElement('Promo berhasil dihapus.');
    expect(plain).toHaveTextContent(/^Partner berhasil dibuat\.$/);
    expect(plain).toHaveAttribute('data-y-position', 'top');
    // The product has no neutral toast: an untyped one looks exactly like a success.
    expect(plain.className).toBe(success.className);
  });

  it('shows an error toast that looks unlike a success', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Promo berhasil dihapus.');
      toast.error('Maaf, terjadi masalah. Harap coba lagi');
    });
    const success = await waitFor(() => toastElement('Promo berhasil dihapus.'));
    const error = await waitFor(() => toastElement('Maaf, terjadi masalah. Harap coba lagi'));
    expect(error).toHaveAttribute('data-type', 'error');
    expect(error.className).not.toBe(success.className);
  });

  it('gives each toast a Tutup (close) button that removes it', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Voucher berhasil dibuat.');
    });
    const element = await waitFor(() => toastElement('Voucher berhasil dibuat.'));
    await userEvent.click(within(element).getByRole('button', { name: 'Tutup' }));
    await waitFor(() =>
      expect(screen.queryByText('Voucher berhasil dibuat.')).not.toBeInTheDocument(),
    );
  });

  it('stacks one-line toasts 60px apart, all visible', async () => {
    // jsdom has no layout: give every toast the one-line height the CSS sets (--toast-height).
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const height = this.hasAttribute('data-sonner-toast') ? 48 : 0;
      return {
        height,
        width: 356,
        top: 0,
        left: 0,
        right: 356,
        bottom: height,
        x: 0,
        y: 0,
        toJSON: () => ({}),
      };
    });
    render(<Toaster />);
    act(() => {
      toast('Satu');
    });
    act(() => {
      toast('Dua');
    });
    act(() => {
      toast('Tiga');
    });
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
});
