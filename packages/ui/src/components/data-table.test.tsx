import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table-column';
import type { ListPaging } from './pagination';

type Partner = { id: number; name: string; code: string };

const columns: DataTableColumn<Partner>[] = [
  { id: 'name', header: 'Nama', cell: (row) => row.name },
  { id: 'code', header: 'Kode', cell: (row) => row.code },
];

const rows: Partner[] = [
  { id: 7, name: 'Ani', code: 'ANI01' },
  { id: 9, name: 'Budi', code: 'BUD02' },
];

const paging: ListPaging = {
  page: 3,
  pageSize: 15,
  totalpage: 4,
  totaldata: 47,
  totalDataOnPage: 2,
};

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body as HTMLElement).getAllByRole('row');
}

function cellTexts() {
  return bodyRows().map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );
}

describe('DataTable', () => {
  it('names the table and renders headers with a leading No column', () => {
    render(<DataTable caption="Daftar partner" columns={columns} list={{ rows }} />);
    const table = screen.getByRole('table', { name: 'Daftar partner' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['No', 'Nama', 'Kode']);
    // A cell is read with its column's header: ANI01 sits under Kode.
    const code = within(table).getByRole('columnheader', { name: 'Kode' }) as HTMLTableCellElement;
    const cell = within(table).getByRole('cell', { name: 'ANI01' }) as HTMLTableCellElement;
    expect(cell.cellIndex).toBe(code.cellIndex);
    // That a column's className reaches its header and its cells (the caller sizes and aligns by
    // it) is seen in Chromium: data-table.browser.test.tsx measures a right-aligned one.
  });

  it('numbers rows across pages, shows the totals and moves between pages', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <DataTable
        caption="Partner"
        columns={columns}
        list={{ rows, paging }}
        onPageChange={onPageChange}
      />,
    );
    expect(cellTexts()).toEqual([
      ['31', 'Ani', 'ANI01'],
      ['32', 'Budi', 'BUD02'],
    ]);
    expect(screen.getByText('Menampilkan 2 dari 47 data')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it('puts each row its actions in a last column', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    render(
      <DataTable
        caption="Partner"
        columns={columns}
        list={{ rows }}
        rowActions={(row) => (
          <button type="button" onClick={() => onEdit(row.id)}>
            Ubah {row.name}
          </button>
        )}
      />,
    );
    expect(screen.getAllByRole('columnheader').at(-1)).toHaveTextContent('Aksi');
    await user.click(screen.getByRole('button', { name: 'Ubah Budi' }));
    expect(onEdit).toHaveBeenCalledWith(9);
  });

  it('shows skeleton rows while the first answer loads and says so to assistive tech', () => {
    const { container } = render(
      <DataTable
        caption="Partner"
        columns={columns}
        list={{ rows: undefined, loading: true }}
        skeletonRows={4}
      />,
    );
    expect(container.querySelectorAll('[data-slot="data-table-skeleton"]')).toHaveLength(4);
    const table = screen.getByRole('table', { name: 'Partner (memuat data)' });
    expect(table).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps the previous page on screen, dimmed and busy, while the next loads', () => {
    render(
      <DataTable
        caption="Partner"
        columns={columns}
        list={{ rows, stale: true, paging }}
        onPageChange={() => {}}
      />,
    );
    const table = screen.getByRole('table', { name: 'Partner (memuat data)' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    // Readable under a busy bar while it waits: measured in Chromium, data-table.browser.test.tsx.
    expect(cellTexts()).toHaveLength(2);
    // No second page request while one is under way.
    expect(screen.getByRole('button', { name: 'Halaman berikutnya' })).toBeDisabled();
  });

  it('drops the busy bar and the busy name once the next page is in', () => {
    const { container, rerender } = render(
      <DataTable caption="Partner" columns={columns} list={{ rows, stale: true, paging }} />,
    );
    expect(container.querySelectorAll('[data-slot="busy-bar"]')).toHaveLength(1);
    rerender(<DataTable caption="Partner" columns={columns} list={{ rows, paging }} />);
    expect(screen.getByRole('table', { name: 'Partner' })).not.toHaveAttribute('aria-busy');
    expect(container.querySelectorAll('[data-slot="busy-bar"]')).toHaveLength(0);
  });

  it('says the caller words when the answer has no rows', () => {
    render(
      <DataTable
        caption="Partner"
        columns={columns}
        list={{ rows: [] }}
        empty="Belum ada partner."
      />,
    );
    expect(screen.getByText('Belum ada partner.')).toBeInTheDocument();
  });

  it('says "Belum ada data." by default', () => {
    render(<DataTable caption="Partner" columns={columns} list={{ rows: [] }} />);
    expect(screen.getByText('Belum ada data.')).toBeInTheDocument();
  });

  it('shows a failed load with a retry that cannot send twice, and no pagination', async () => {
    const user = userEvent.setup();
    let settle: () => void = () => {};
    const retry = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          settle = resolve;
        }),
    );
    render(
      <DataTable
        caption="Partner"
        columns={columns}
        list={{ rows: undefined, error: { message: 'Server sedang sibuk.' }, retry, paging }}
        onPageChange={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Server sedang sibuk.');
    expect(screen.queryByRole('navigation', { name: 'Navigasi halaman' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Coba lagi' });
    await user.click(button);
    await user.click(button);
    expect(retry).toHaveBeenCalledTimes(1);
    await act(async () => settle());
  });

  it('keeps the rows shown when a load fails, the error and its retry above them', async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    render(
      <DataTable
        caption="Partner"
        columns={columns}
        list={{ rows, error: { message: 'Server sedang sibuk.' }, retry, paging }}
        onPageChange={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Server sedang sibuk.');
    expect(cellTexts()).toEqual([
      ['31', 'Ani', 'ANI01'],
      ['32', 'Budi', 'BUD02'],
    ]);
    expect(screen.getByRole('navigation', { name: 'Navigasi halaman' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows the toolbar above the table', () => {
    render(
      <DataTable
        caption="Partner"
        columns={columns}
        list={{ rows }}
        toolbar={<input aria-label="Cari partner" />}
      />,
    );
    const search = screen.getByRole('textbox', { name: 'Cari partner' });
    expect(search.compareDocumentPosition(screen.getByRole('table'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});
