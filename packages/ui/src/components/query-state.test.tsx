import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorTextProvider } from '../lib/error-text';
import { DataTable } from './data-table';
import { PageHeader } from './page-header';
import { type QueryLike, QueryState } from './query-state';

function query<Data>(over: Partial<QueryLike<Data>>): QueryLike<Data> {
  return {
    data: undefined,
    error: null,
    isPending: false,
    isFetching: false,
    refetch: vi.fn(),
    ...over,
  };
}

const content = (items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe('QueryState', () => {
  it('shows the loading stand-in, marked busy, until the first answer', () => {
    render(
      <QueryState
        query={query<string[]>({ isPending: true, isFetching: true })}
        loading={<p>Memuat…</p>}
      >
        {content}
      </QueryState>,
    );
    expect(screen.getByText('Memuat…').parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("shows the server's message and retries through the query", async () => {
    const refetch = vi.fn();
    render(
      <QueryState
        query={query<string[]>({ error: { message: 'Server sedang sibuk.' }, refetch })}
        loading={<p>Memuat…</p>}
      >
        {content}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Server sedang sibuk\.$/);
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps data on screen when a later refetch fails', () => {
    render(
      <QueryState
        query={query({ data: ['Voucher A'], error: { message: 'Gagal.' } })}
        loading={null}
      >
        {content}
      </QueryState>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Voucher A');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('PageHeader', () => {
  it('shows its sub-heading, its description and its action', () => {
    render(
      <PageHeader
        heading="Data voucher"
        description="Voucher tokomu."
        actions={<button type="button">Tambah</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Data voucher' })).toBeInTheDocument();
    expect(screen.getByText('Voucher tokomu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah' })).toBeInTheDocument();
  });

  it('adds no heading of its own when the title above says what the page is', () => {
    render(<PageHeader description="Voucher tokomu." />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Voucher tokomu.')).toBeInTheDocument();
  });
});

describe('ErrorTextProvider', () => {
  const failed = { message: 'GET /v1/partner_master/getall answered 500' };
  const wording = (error: { message: string }) =>
    error.message.endsWith('500') ? 'Maaf, terjadi masalah. Harap coba lagi' : error.message;

  it("words a failed load the app's way in QueryState and DataTable", () => {
    render(
      <ErrorTextProvider value={wording}>
        <QueryState query={query<string[]>({ error: failed })} loading={null}>
          {content}
        </QueryState>
        <DataTable
          caption="Mitra"
          columns={[{ id: 'name', header: 'Nama', cell: (row: { name: string }) => row.name }]}
          list={{ rows: undefined, error: failed }}
        />
      </ErrorTextProvider>,
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Maaf, terjadi masalah. Harap coba lagi',
      'Maaf, terjadi masalah. Harap coba lagi',
    ]);
  });

  it("shows the error's message without a provider", () => {
    render(
      <QueryState query={query<string[]>({ error: failed })} loading={null}>
        {content}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toBe(failed.message);
  });
});
