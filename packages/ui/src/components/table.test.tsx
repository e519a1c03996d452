import { render, screen, within } from '@testing-library/react';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from './table';

describe('Table parts', () => {
  it('build a table assistive tech reads by its caption, headers and cells', () => {
    render(
      <Table>
        <TableCaption>Data harian</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Tanggal</TableHead>
            <TableHead className="text-right">Transaksi</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableHead scope="row">1 Nov 2026</TableHead>
            <TableCell>12</TableCell>
          </TableRow>
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell>Total</TableCell>
            <TableCell>12</TableCell>
          </TableRow>
        </TableFooter>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Data harian' });
    expect(within(table).getByRole('columnheader', { name: 'Transaksi' })).toHaveClass(
      'text-right',
    );
    expect(within(table).getByRole('rowheader', { name: '1 Nov 2026' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', 'Total', '12']);
  });

  it('marks each part with its data-slot and keeps a wide table scrolling inside its box', () => {
    const { container } = render(
      <Table>
        <TableBody>
          <TableRow>
            <TableCell>x</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const box = container.querySelector('[data-slot="table-container"]');
    expect(box).toHaveClass('overflow-x-auto');
    for (const slot of ['table', 'table-body', 'table-row', 'table-cell']) {
      expect(container.querySelector(`[data-slot="${slot}"]`)).not.toBeNull();
    }
  });
});
