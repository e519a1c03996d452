import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorTextProvider } from '../lib/error-text';
import { CARD_LAYOUT_QUERY, DataTable } from './data-table';
import type { DataTableColumn } from './data-table-column';

type Member = { id: number; name: string; email: string; status: string; note: string };

const columns: DataTableColumn<Member>[] = [
  { id: 'email', header: 'Email', cell: (row) => row.email },
  { id: 'name', header: 'Nama', cell: (row) => <strong>{row.name}</strong>, card: 'title' },
  { id: 'status', header: 'Status', cell: (row) => row.status },
  { id: 'note', header: 'Catatan internal', cell: (row) => row.note, card: 'hidden' },
];

const rows: Member[] = [
  { id: 7, name: 'Ani Wijaya', email: 'ani@contoh.id', status: 'Aktif', note: 'rahasia' },
  { id: 9, name: 'Budi Santoso', email: 'budi@contoh.id', status: 'Nonaktif', note: 'lain' },
];

/** The browser is as narrow as a phone: the card layout's media query matches. */
function onAPhone() {
  const real = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    query === CARD_LAYOUT_QUERY
      ? ({ ...real(query), matches: true } as MediaQueryList)
      : real(query),
  );
}

/** Each card as a user reads it: its title, its label / value pairs, its actions. */
function cardsAsRead() {
  return within(screen.getByRole('list', { name: 'Daftar member' }))
    .getAllByRole('listitem')
    .map((card) => ({
      title: card.querySelector('[data-slot="data-table-card-title"]')?.textContent,
      fields: within(card)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      actions: within(card)
        .queryAllByRole('button')
        .map((button) => button.textContent),
    }));
}

describe('DataTable on a phone', () => {
  beforeEach(onAPhone);

  it('shows each row as a card: the title column on top, the others with their header, hidden ones left out', () => {
    render(<DataTable caption="Daftar member" columns={columns} list={{ rows }} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cardsAsRead()).toEqual([
      {
        title: 'Ani Wijaya',
        fields: [
          ['Email', 'ani@contoh.id'],
          ['Status', 'Aktif'],
        ],
        actions: [],
      },
      {
        title: 'Budi Santoso',
        fields: [
          ['Email', 'budi@contoh.id'],
          ['Status', 'Nonaktif'],
        ],
        actions: [],
      },
    ]);
    expect(screen.queryByText('rahasia')).not.toBeInTheDocument();
  });

  it('takes the first column as the title when none is marked', () => {
    const plain = columns.map(({ card, ...column }) => column);
    render(<DataTable caption="Daftar member" columns={plain} list={{ rows: rows.slice(0, 1) }} />);
    expect(cardsAsRead()).toEqual([
      {
        title: 'ani@contoh.id',
        fields: [
          ['Nama', 'Ani Wijaya'],
          ['Status', 'Aktif'],
          ['Catatan internal', 'rahasia'],
        ],
        actions: [],
      },
    ]);
  });

  it("puts the row's actions at the foot of its card, named by the actions header", async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    render(
      <DataTable
        caption="Daftar member"
        columns={columns}
        list={{ rows }}
        rowActions={(row) => (
          <button type="button" onClick={() => onEdit(row.id)}>
            Ubah
          </button>
        )}
      />,
    );
    expect(cardsAsRead().map((card) => card.actions)).toEqual([['Ubah'], ['Ubah']]);
    const second = screen.getAllByRole('listitem')[1] as HTMLElement;
    const actions = within(second).getByRole('group', { name: 'Aksi' });
    await user.click(within(actions).getByRole('button', { name: 'Ubah' }));
    expect(onEdit).toHaveBeenCalledWith(9);
  });

  it('keeps the previous page on screen, busy, while the next loads', () => {
    render(<DataTable caption="Daftar member" columns={columns} list={{ rows, stale: true }} />);
    const busy = screen.getByRole('list', { name: 'Daftar member (memuat data)' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(busy).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the loading, empty and error states', async () => {
    const { rerender } = render(
      <DataTable
        caption="Daftar member"
        columns={columns}
        list={{ rows: undefined, loading: true }}
      />,
    );
    expect(screen.getByRole('list', { name: 'Daftar member (memuat data)' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    rerender(
      <DataTable
        caption="Daftar member"
        columns={columns}
        list={{ rows: [] }}
        empty="Belum ada member."
      />,
    );
    expect(screen.getByText('Belum ada member.')).toBeVisible();
    const retry = vi.fn();
    rerender(
      <DataTable
        caption="Daftar member"
        columns={columns}
        list={{ rows: undefined, error: { message: 'Server sedang sibuk.' }, retry }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Server sedang sibuk\.$/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("words a failed load through the app's ErrorTextProvider, as the table does", () => {
    render(
      <ErrorTextProvider value={() => 'Data member tidak dapat dimuat.'}>
        <DataTable
          caption="Daftar member"
          columns={columns}
          list={{ rows: undefined, error: { message: 'GET /member 500' } }}
        />
      </ErrorTextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Data member tidak dapat dimuat\.$/);
  });
});
