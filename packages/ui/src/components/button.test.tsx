import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

describe('Button', () => {
  it.each([undefined, 'primary', 'secondary', 'outline', 'ghost', 'danger', 'link'] as const)(
    'in the %s variant is a button named by its text that runs onClick',
    async (variant) => {
      const onClick = vi.fn();
      render(
        <Button variant={variant} onClick={onClick}>
          Simpan
        </Button>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
      expect(onClick).toHaveBeenCalledTimes(1);
    },
  );

  it("submits its form when it is the form's submit button", async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form aria-label="Partner" onSubmit={onSubmit}>
        <Button type="submit">Simpan</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('takes its accessible name from aria-label when it shows only an icon', () => {
    render(
      <Button size="icon" aria-label="Tutup">
        <svg aria-hidden="true" />
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Tutup' })).toBeInTheDocument();
  });

  it('while loading keeps its name, says it is busy and cannot be pressed', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Simpan
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Simpan' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('while loading shows a spinner that says nothing more than its aria-busy', () => {
    render(<Button loading>Simpan</Button>);
    const button = screen.getByRole('button', { name: 'Simpan' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(button.querySelector('[data-slot="spinner"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is not busy and can be pressed again once loading ends', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Simpan
      </Button>,
    );
    rerender(<Button onClick={onClick}>Simpan</Button>);
    const button = screen.getByRole('button', { name: 'Simpan' });
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('with asChild is the link it wraps, not a button', () => {
    render(
      <Button asChild variant="outline">
        <a href="/partner/add">Tambah</a>
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Tambah' })).toHaveAttribute('href', '/partner/add');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
