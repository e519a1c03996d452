import { render, screen, within } from '@testing-library/react';
import { DescribedRows } from './described-rows';
import type { RowsDescription } from './list-description';

type Code = { id: number; code: string };

const codes: RowsDescription<Code> = {
  noun: 'kode',
  columns: [{ id: 'code', header: 'Kode', cell: (row) => row.code, export: null }],
  rowActions: (row) => <button type="button">{`Salin ${row.code}`}</button>,
};

/** The query whose answer holds the rows (refetched after a bulk action; none here). */
const CODES_KEY = ['codes'];

describe('DescribedRows', () => {
  it('shows the rows it is given with the columns and actions of its description', () => {
    render(
      <DescribedRows
        description={codes}
        queryKey={CODES_KEY}
        list={{
          rows: [
            { id: 1, code: 'BUDI2026' },
            { id: 2, code: 'BANDUNGHEMAT' },
          ],
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Daftar kode' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'NoKodeAksi',
      '1BUDI2026Salin BUDI2026',
      '2BANDUNGHEMATSalin BANDUNGHEMAT',
    ]);
  });

  it('stands skeleton rows in while loading, as many as asked for', () => {
    const { container } = render(
      <DescribedRows
        description={codes}
        queryKey={CODES_KEY}
        list={{ rows: undefined, loading: true }}
        skeletonRows={3}
      />,
    );
    expect(container.querySelectorAll('[data-slot="data-table-skeleton"]')).toHaveLength(3);
  });

  it('says there is none in words made from its noun, or in its own', () => {
    const { rerender } = render(
      <DescribedRows description={codes} queryKey={CODES_KEY} list={{ rows: [] }} />,
    );
    expect(screen.getByText('Belum ada kode.')).toBeInTheDocument();
    rerender(
      <DescribedRows
        description={{ ...codes, empty: 'Buat kode pertamamu.' }}
        queryKey={CODES_KEY}
        list={{ rows: [] }}
      />,
    );
    expect(screen.getByText('Buat kode pertamamu.')).toBeInTheDocument();
  });
});
