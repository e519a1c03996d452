import { render, screen } from '@testing-library/react';
import { Badge } from './badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';
import { Skeleton } from './skeleton';
import { Stat } from './stat';

describe('Badge', () => {
  it('shows its status text and names its variant for the stylesheet', () => {
    render(<Badge variant="success">Aktif</Badge>);
    expect(screen.getByText('Aktif')).toHaveAttribute('data-variant', 'success');
  });

  it('is neutral when no variant is given', () => {
    render(<Badge>Draft</Badge>);
    expect(screen.getByText('Draft')).toHaveAttribute('data-variant', 'neutral');
  });
});

describe('Card', () => {
  it('titles its content with a level-3 heading', () => {
    render(
      <Card>
        <CardHeader>
          <CardTitle>Pendapatan</CardTitle>
          <CardDescription>Bulan ini</CardDescription>
        </CardHeader>
        <CardContent>Rp 1.250.000</CardContent>
      </Card>,
    );
    expect(screen.getByRole('heading', { name: 'Pendapatan', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('Bulan ini')).toBeInTheDocument();
    expect(screen.getByText('Rp 1.250.000')).toBeInTheDocument();
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

  it('says it is busy and hides the value while loading', () => {
    const { container, rerender } = render(<Stat label="Pendapatan" value="Rp 1.000" loading />);
    expect(screen.getByRole('term')).toHaveTextContent('Pendapatan');
    expect(screen.getByRole('definition')).toHaveTextContent(/^Memuat$/);
    expect(screen.queryByText('Rp 1.000')).not.toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('aria-busy', 'true');
    rerender(<Stat label="Pendapatan" value="Rp 1.000" />);
    expect(screen.getByRole('definition')).toHaveTextContent(/^Rp 1\.000$/);
    expect(container.firstChild).not.toHaveAttribute('aria-busy');
  });
});

describe('Skeleton', () => {
  it('hides the skeleton from assistive tech', () => {
    const { container } = render(<Skeleton className="h-4" />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });
});
