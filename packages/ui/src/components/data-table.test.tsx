import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableColumn } from './data-table';

type Partner = { id: number; name: string; code: string; no?: number };

const columns: DataTableColumn<Partner>[] = [
  { id: 'name', header: 'Nama', cell: (row) => row.name },
  { id: 'code', header: 'Kode', cell: (row) => row.code, className: 'code-column' },
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
    // A column's className reaches its header and its cells (the caller sizes and aligns by it).
    expect(within(table).getByRole('columnheader', { name: 'Kode' })).toHaveClass('code-column');
    expect(within(table).getByRole('cell', { name: 'ANI01' })).toHaveClass('code-column');
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
    render(<DataTable caption="Partner" columns={columns} rows={rows} loading skeletonRows={4} />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('table')).toHaveAccessibleName(/^Partner ?\(memuat data\)$/);
    expect(bodyRows()).toHaveLength(4);
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

  it('shows the error message instead of the rows, with a retry button', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <DataTable
        caption="Partner"
        columns={columns}
        rows={rows}
        error="Server sibuk"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Server sibuk$/);
    expect(screen.queryByText('Ani')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('does not send a second retry while the first is pending', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onRetry = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(
      <DataTable
        caption="Partner"
        columns={columns}
        rows={undefined}
        error="Server sibuk"
        onRetry={onRetry}
      />,
    );
    const retry = screen.getByRole('button', { name: 'Coba lagi' });
    await user.click(retry);
    await user.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(retry).toBeDisabled();

    await act(async () => finish());
    expect(retry).toBeEnabled();
    await user.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('keeps the retry busy while the caller reports a refetch', () => {
    render(
      <DataTable
        caption="Partner"
        columns={columns}
        rows={undefined}
        error="Server sibuk"
        onRetry={() => undefined}
        retrying
      />,
    );
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeDisabled();
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
