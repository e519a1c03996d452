import { render, screen } from '@testing-library/react';
import { Badge } from './badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';
import { Stat } from './stat';

describe('Badge', () => {
  it.each([
    ['success', 'bg-success'],
    ['danger', 'bg-danger'],
    ['info', 'bg-info'],
    ['complete', 'bg-complete'],
    ['primary', 'bg-primary'],
    ['secondary', 'bg-secondary'],
  ] as const)('colours the %s status from the theme', (variant, expected) => {
    render(<Badge variant={variant}>Status</Badge>);
    const badge = screen.getByText('Status');
    expect(badge).toHaveClass(expected);
    expect(badge).toHaveAttribute('data-variant', variant);
  });

  it('is neutral by default', () => {
    render(<Badge>Draft</Badge>);
    expect(screen.getByText('Draft')).toHaveClass('bg-muted');
  });
});

describe('Card', () => {
  it('renders its parts with slots', () => {
    render(
      <Card>
        <CardHeader>
          <CardTitle>Pendapatan</CardTitle>
          <CardDescription>Bulan ini</CardDescription>
        </CardHeader>
        <CardContent>isi</CardContent>
      </Card>,
    );
    expect(screen.getByRole('heading', { name: 'Pendapatan', level: 3 })).toHaveAttribute(
      'data-slot',
      'card-title',
    );
    expect(screen.getByText('isi').closest('[data-slot="card"]')).toBeInTheDocument();
  });
});

describe('Stat', () => {
  it('pairs the label with the value as a term and definition', () => {
    render(<Stat label="Total Member" value="1.250" hint="+12 minggu ini" icon={<svg />} />);
    expect(screen.getByRole('term')).toHaveTextContent('Total Member');
    const definitions = screen.getAllByRole('definition');
    expect(definitions[0]).toHaveTextContent('1.250');
    expect(definitions[1]).toHaveTextContent('+12 minggu ini');
  });

  it('shows a placeholder while loading', () => {
    const { container } = render(<Stat label="Pendapatan" value="Rp 1.000" loading />);
    expect(screen.queryByText('Rp 1.000')).not.toBeInTheDocument();
    expect(container.querySelector('[data-slot="skeleton"]')).toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('aria-busy', 'true');
  });
});

describe('Skeleton and Spinner', () => {
  it('hides the skeleton from assistive tech', () => {
    const { container } = render(<Skeleton className="h-4" />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('announces the spinner as a status with a label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat');
  });

  it('can be a silent spinner inside an element that already says it is busy', () => {
    const { container } = render(<Spinner label={null} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
