import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CARD_LAYOUT_QUERY, DataTable } from './data-table';
import type { DataTableColumn } from './data-table-column';

type Partner = { id: number; name: string };

const columns: DataTableColumn<Partner>[] = [
  { id: 'name', header: 'Nama', cell: (row) => row.name },
];

const rows: Partner[] = [
  { id: 7, name: 'Ani' },
  { id: 9, name: 'Budi' },
  { id: 11, name: 'Citra' },
];

/** A table whose picked rows are kept as a caller keeps them: a set of ids. */
function PickingTable({
  initial = [],
  messages = {},
  disabled = false,
}: {
  initial?: number[];
  messages?: Record<number, string>;
  disabled?: boolean;
}) {
  const [picked, setPicked] = useState(new Set(initial));
  return (
    <DataTable
      caption="Daftar partner"
      columns={columns}
      list={{ rows }}
      rowActions={(row) => <button type="button">Ubah {row.name}</button>}
      selection={{
        isSelected: (row) => picked.has(row.id),
        onChange: (changed, selected) =>
          setPicked((current) => {
            const next = new Set(current);
            for (const row of changed) {
              if (selected) next.add(row.id);
              else next.delete(row.id);
            }
            return next;
          }),
        label: (row) => `Pilih ${row.name}`,
        disabled,
      }}
      rowMessage={(row) => messages[row.id]}
    />
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const pageBox = () => box('Pilih semua di halaman ini');

function pickedRows() {
  return screen
    .getAllByRole('checkbox')
    .filter((input) => (input as HTMLInputElement).checked)
    .map((input) => input.getAttribute('aria-label'));
}

describe('DataTable selection', () => {
  it('puts a named box before each row and one for the page in the header', () => {
    render(<PickingTable />);
    const table = screen.getByRole('table', { name: 'Daftar partner' });
    const header = within(table).getAllByRole('columnheader');
    expect(within(header[0] as HTMLElement).getByRole('checkbox')).toBe(pageBox());
    expect(header.map((th) => th.textContent)).toEqual(['', 'No', 'Nama', 'Aksi']);
    expect(
      screen.getAllByRole('checkbox').map((input) => input.getAttribute('aria-label')),
    ).toEqual(['Pilih semua di halaman ini', 'Pilih Ani', 'Pilih Budi', 'Pilih Citra']);
  });

  it('picks rows from the keyboard: Tab reaches each box, Space toggles it', async () => {
    const user = userEvent.setup();
    render(<PickingTable />);
    await user.tab();
    expect(pageBox()).toHaveFocus();
    await user.tab();
    expect(box('Pilih Ani')).toHaveFocus();
    await user.keyboard(' ');
    expect(box('Pilih Ani')).toBeChecked();
    await user.tab(); // Ani's own action
    await user.tab();
    expect(box('Pilih Budi')).toHaveFocus();
    await user.keyboard(' ');
    expect(pickedRows()).toEqual(['Pilih Ani', 'Pilih Budi']);
    await user.keyboard(' ');
    expect(pickedRows()).toEqual(['Pilih Ani']);
  });

  it('marks a picked row, and only that one', async () => {
    const user = userEvent.setup();
    render(<PickingTable />);
    await user.click(box('Pilih Budi'));
    const marked = screen
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('data-selected'))
      .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    expect(marked).toEqual(['Budi']);
  });

  it('shows the header box unchecked, mixed or checked, and picks or drops the whole page', async () => {
    const user = userEvent.setup();
    render(<PickingTable initial={[9]} />);
    expect(pageBox()).not.toBeChecked();
    expect(pageBox()).toBePartiallyChecked();

    await user.click(pageBox());
    expect(pageBox()).toBeChecked();
    expect(pageBox()).not.toBePartiallyChecked();
    expect(pickedRows()).toEqual([
      'Pilih semua di halaman ini',
      'Pilih Ani',
      'Pilih Budi',
      'Pilih Citra',
    ]);

    await user.click(pageBox());
    expect(pickedRows()).toEqual([]);
    expect(pageBox()).not.toBePartiallyChecked();
  });

  it('shows a row message under its row, read with its box', () => {
    render(<PickingTable initial={[9]} messages={{ 9: 'Terjadi kesalahan pada server.' }} />);
    expect(box('Pilih Budi')).toHaveAccessibleDescription('Terjadi kesalahan pada server.');
    expect(box('Pilih Ani')).not.toHaveAccessibleDescription();
    const budi = box('Pilih Budi').closest('tr') as HTMLElement;
    expect(budi.nextElementSibling?.textContent).toBe('Terjadi kesalahan pada server.');
  });

  it('locks every box while an action runs on the picked rows', () => {
    render(<PickingTable initial={[7]} disabled />);
    for (const input of screen.getAllByRole('checkbox')) expect(input).toBeDisabled();
  });

  it('has no boxes without a selection', () => {
    render(<DataTable caption="Daftar partner" columns={columns} list={{ rows }} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('gives each card a box, the page a labelled box above the cards, and the message on the card', async () => {
    const real = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      query === CARD_LAYOUT_QUERY
        ? ({ ...real(query), matches: true } as MediaQueryList)
        : real(query),
    );
    const user = userEvent.setup();
    render(<PickingTable messages={{ 11: 'Data tidak ditemukan.' }} />);
    const cards = within(screen.getByRole('list', { name: 'Daftar partner' })).getAllByRole(
      'listitem',
    );
    expect(
      cards.map((card) => within(card).getByRole('checkbox').getAttribute('aria-label')),
    ).toEqual(['Pilih Ani', 'Pilih Budi', 'Pilih Citra']);
    await user.click(screen.getByText('Pilih semua di halaman ini'));
    expect(cards.every((card) => card.hasAttribute('data-selected'))).toBe(true);
    expect(within(cards[2] as HTMLElement).getByRole('checkbox')).toHaveAccessibleDescription(
      'Data tidak ditemukan.',
    );
    await user.click(within(cards[0] as HTMLElement).getByRole('checkbox'));
    expect(pageBox()).toBePartiallyChecked();
  });
});
