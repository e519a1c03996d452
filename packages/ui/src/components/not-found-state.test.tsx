import { render, screen } from '@testing-library/react';
import { NotFoundState } from './not-found-state';

describe('NotFoundState', () => {
  it('names what is missing as a heading, with its line and the way back', () => {
    render(
      <NotFoundState
        title="Voucher tidak ditemukan"
        description="Mungkin sudah dihapus."
        action={<a href="/voucher">Kembali ke daftar voucher</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Voucher tidak ditemukan');
    expect(screen.getByRole('region', { name: 'Voucher tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByText('Mungkin sudah dihapus.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke daftar voucher' })).toHaveAttribute(
      'href',
      '/voucher',
    );
  });
});
