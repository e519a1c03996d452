import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { RowAction, RowActionLink } from './row-action';

describe('a row action', () => {
  it('is one small outlined control, a link or a button, a destructive one marked as such', () => {
    render(
      <Router hook={memoryLocation().hook}>
        <RowActionLink href="/promo/edit/3" label="Ubah Promo Tiga">
          Ubah
        </RowActionLink>
        <RowAction aria-label="Hapus Promo Tiga" danger>
          Hapus
        </RowAction>
        <RowAction aria-label="Detail Proyek Satu">Detail</RowAction>
      </Router>,
    );
    const edit = screen.getByRole('link', { name: 'Ubah Promo Tiga' });
    const remove = screen.getByRole('button', { name: 'Hapus Promo Tiga' });
    const detail = screen.getByRole('button', { name: 'Detail Proyek Satu' });
    expect(edit).toHaveAttribute('href', '/promo/edit/3');
    expect(edit).toHaveTextContent('Ubah');
    for (const action of [edit, remove, detail]) {
      expect(action).toHaveAttribute('data-variant', 'outline');
      expect(action).toHaveClass('h-8');
    }
    expect([edit, remove, detail].map((action) => action.dataset.rowAction)).toEqual([
      'default',
      'danger',
      'default',
    ]);
    expect(remove).toHaveClass('text-danger-text');
  });
});
