import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

describe('Button', () => {
  it('renders the primary variant by default and runs onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Simpan</Button>);
    const button = screen.getByRole('button', { name: 'Simpan' });
    expect(button).toHaveAttribute('data-variant', 'primary');
    expect(button).toHaveClass('bg-primary', 'text-primary-foreground');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['secondary', 'bg-secondary'],
    ['outline', 'border-input'],
    ['ghost', 'hover:bg-accent'],
    ['danger', 'bg-danger'],
    ['link', 'text-link'],
  ] as const)('styles the %s variant', (variant, expected) => {
    render(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button')).toHaveClass(expected);
  });

  it('danger text uses the dark foreground token, not white', () => {
    render(<Button variant="danger">Hapus</Button>);
    expect(screen.getByRole('button')).toHaveClass('text-danger-foreground');
    expect(screen.getByRole('button')).not.toHaveClass('text-white');
  });

  it('lets a className override a variant class', () => {
    render(<Button className="bg-secondary">Go</Button>);
    const button = screen.getByRole('button');
    expect(button).toHaveClass('bg-secondary');
    expect(button).not.toHaveClass('bg-primary');
  });

  it('while loading it is disabled, busy, shows a spinner and cannot be clicked', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        Simpan
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Simpan' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('[data-slot="spinner"]')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child element with asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/partner/add">Tambah</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Tambah' });
    expect(link).toHaveAttribute('href', '/partner/add');
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link).toHaveClass('border-input');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
