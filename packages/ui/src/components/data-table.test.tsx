import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableColumn } from './data-table';

type Partner = { id: number; name: string; code: string; no?: number };

const columns: DataTableColumn<Partner>[] = [
  { id: 'name', header: 'Nama', cell: (row) => row.name },
  { id: 'code', header: 'Kode', cell: (row) => row.code, className: 'text-right' },
];

const rows: Partner[] = [
  { id: 7, name: 'Ani', code: 'ANI01' },
  { id: 9, name: 'Budi', code: 'BUD02' },
];

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body as HTMLElement).getAllByRole('row');
}

describe('DataTable', () => {
  it('names the table and renders headers with a leading No column', () => {
    render(<DataTable caption="Daftar partner" columns={columns} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Daftar partner' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['No', 'Nama', 'Kode']);
    expect(within(table).getByRole('columnheader', { name: 'Kode' })).toHaveClass('text-right');
  });

  it('numbers rows from the page and page size', () => {
    render(<DataTable caption="Partner" columns={columns} rows={rows} page={3} pageSize={15} />);
    const cells = bodyRows().map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['31', 'Ani', 'ANI01'],
      ['32', 'Budi', 'BUD02'],
    ]);
  });

  it('uses the row own no when it carries one', () => {
    render(
      <DataTable
        caption="Partner"
        columns={columns}
        rows={[{ id: 1, name: 'Cici', code: 'C', no: 101 }]}
        page={2}
      />,
    );
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('101');
  });

  it('can leave out the No column', () => {
    render(<DataTable caption="Partner" columns={columns} rows={rows} showNumber={false} />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Nama',
      'Kode',
    ]);
  });

  it('shows skeleton rows and marks the table busy while loading', () => {
    const { container } = render(
      <DataTable caption="Partner" columns={columns} rows={rows} loading skeletonRows={4} />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[data-slot="data-table-skeleton"]')).toHaveLength(4);
    expect(screen.queryByText('Ani')).not.toBeInTheDocument();
  });

  it('shows the default empty message, or a given one', () => {
    const { rerender } = render(<DataTable caption="Partner" columns={columns} rows={[]} />);
    const empty = screen.getByRole('cell', { name: 'Belum ada data.' });
    expect(empty).toHaveAttribute('colspan', '3');
    rerender(
      <DataTable
        caption="Partner"
        columns={columns}
        rows={undefined}
        emptyMessage="Tidak ada partner."
      />,
    );
    expect(screen.getByText('Tidak ada partner.')).toBeInTheDocument();
  });

  it('shows the error with a retry button', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <DataTable
        caption="Partner"
        columns={columns}
        rows={rows}
        error="Server sibuk"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Server sibuk');
    expect(screen.queryByText('Ani')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    rerender(<DataTable caption="Partner" columns={columns} rows={rows} error />);
    expect(screen.getByRole('alert')).toHaveTextContent('Maaf, terjadi masalah. Harap coba lagi');
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
  });

  it('pages through onPageChange and summarises the totals', async () => {
    const onPageChange = vi.fn();
    render(
      <DataTable
        caption="Partner"
        columns={columns}
        rows={rows}
        page={2}
        totalpage={3}
        totaldata={32}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByText('Menampilkan 2 dari 32 data')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('calls cell with the row and its index', () => {
    const cell = vi.fn((row: Partner, index: number) => `${index}:${row.code}`);
    render(<DataTable caption="Partner" columns={[{ id: 'x', header: 'X', cell }]} rows={rows} />);
    expect(screen.getByText('1:BUD02')).toBeInTheDocument();
    expect(cell).toHaveBeenCalledWith(rows[0], 0);
  });
});
