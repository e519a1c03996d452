import { act, render, screen, waitFor } from '@testing-library/react';
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

  it('shows a success-coloured toast by default, at the top', async () => {
    render(<Toaster />);
    act(() => {
      toast('Partner berhasil dibuat.');
    });
    const element = await waitFor(() => toastElement('Partner berhasil dibuat.'));
    expect(element).toHaveClass('bg-success', 'text-success-foreground');
    expect(element).toHaveAttribute('data-y-position', 'top');
  });

  it('colours success and error toasts from the theme', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Promo berhasil dihapus.');
      toast.error('Maaf, terjadi masalah. Harap coba lagi');
    });
    await waitFor(() => expect(toastElement('Promo berhasil dihapus.')).toHaveClass('bg-success'));
    const error = toastElement('Maaf, terjadi masalah. Harap coba lagi');
    expect(error).toHaveClass('bg-danger', 'text-danger-foreground');
    expect(error).not.toHaveClass('bg-success');
  });

  it('gives each toast a Close button that removes it', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Voucher berhasil dibuat.');
    });
    const element = await waitFor(() => toastElement('Voucher berhasil dibuat.'));
    await userEvent.click(
      (await waitFor(() => element.querySelector('button[aria-label="Close"]'))) as HTMLElement,
    );
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
